import { slugify } from "#app/lib/images";
import type { TeamMember } from "./team.schema";

export type { TeamMember } from "./team.schema";

/** A member as the About page shows them: the id (the portrait's file name, slugify as the generator makes it) and the portrait's alt text come from the name. */
function member(name: string, title: string, bio: string): TeamMember {
  return { id: slugify(name), name, title, bio, portraitAlt: `Illustrated portrait of ${name}` };
}

export const team: TeamMember[] = [
  member("Yannis Papadakis", "Co-founder & President", "Yannis learned joinery in his uncle's workshop on Crete and founded Helios in 2006 to bring that same care to aluminium and uPVC."),
  member("Eleni Papadakis", "Co-founder & Finance Director", "Eleni built the wholesale side of the business from a kitchen-table ledger and still reads every quote before it leaves the office."),
  member("Alexandra Papadakis", "Director of Operations", "The second generation at Helios, Alexandra led the move into sales and installation in 2012 and now runs every job from quote to install day."),
  member("Harpreet Gill", "Senior Estimator", "Harpreet turns architectural drawings into clear, itemized quotes and is happy to walk builders through every line before they commit."),
  member("Maricel Santos", "Project Manager", "Maricel runs our multi-family and institutional jobs, working with general contractors from shop drawings to the final walkthrough."),
  member("Tomasz Wójcik", "Installation Lead", "Tomasz has set more lift and slide doors than he can count and teaches every new installer to leave a site cleaner than they found it."),
  member("Ricardo Mendes", "Shop Foreman", "Ricardo oversees cutting, assembly and glazing in our shop, and no frame ships until he has checked its corners and hardware himself."),
  member("Mei Chen", "Design Consultant", "An architect by training, Mei helps clients choose profiles, finishes and custom door designs, often sketching options right at the table."),
  member("Fiona MacLeod", "Office Manager", "Fiona is the first voice most clients hear on the phone and the reason paperwork, permits and invoices never seem to go missing."),
  member("Arash Karimi", "Service Technician", "Arash handles adjustments, hardware tune-ups and warranty visits, and believes a good door should still glide easily years after install."),
];
