import type { TeamMember } from "./team.schema";

export type { TeamMember } from "./team.schema";

export const team: TeamMember[] = [
  {
    id: "yannis-papadakis",
    name: "Yannis Papadakis",
    title: "Co-founder & President",
    bio: "Yannis learned joinery in his uncle's workshop on Crete and founded Helios in 2006 to bring that same care to aluminium and uPVC.",
    portraitAlt: "Illustrated portrait of Yannis Papadakis",
  },
  {
    id: "eleni-papadakis",
    name: "Eleni Papadakis",
    title: "Co-founder & Finance Director",
    bio: "Eleni built the wholesale side of the business from a kitchen-table ledger and still reads every quote before it leaves the office.",
    portraitAlt: "Illustrated portrait of Eleni Papadakis",
  },
  {
    id: "alexandra-papadakis",
    name: "Alexandra Papadakis",
    title: "Director of Operations",
    bio: "The second generation at Helios, Alexandra led the move into sales and installation in 2012 and now runs every job from quote to install day.",
    portraitAlt: "Illustrated portrait of Alexandra Papadakis",
  },
  {
    id: "harpreet-gill",
    name: "Harpreet Gill",
    title: "Senior Estimator",
    bio: "Harpreet turns architectural drawings into clear, itemized quotes and is happy to walk builders through every line before they commit.",
    portraitAlt: "Illustrated portrait of Harpreet Gill",
  },
  {
    id: "maricel-santos",
    name: "Maricel Santos",
    title: "Project Manager",
    bio: "Maricel runs our multi-family and institutional jobs, working with general contractors from shop drawings to the final walkthrough.",
    portraitAlt: "Illustrated portrait of Maricel Santos",
  },
  {
    id: "tomasz-wojcik",
    name: "Tomasz Wójcik",
    title: "Installation Lead",
    bio: "Tomasz has set more lift and slide doors than he can count and teaches every new installer to leave a site cleaner than they found it.",
    portraitAlt: "Illustrated portrait of Tomasz Wójcik",
  },
  {
    id: "ricardo-mendes",
    name: "Ricardo Mendes",
    title: "Shop Foreman",
    bio: "Ricardo oversees cutting, assembly and glazing in our shop, and no frame ships until he has checked its corners and hardware himself.",
    portraitAlt: "Illustrated portrait of Ricardo Mendes",
  },
  {
    id: "mei-chen",
    name: "Mei Chen",
    title: "Design Consultant",
    bio: "An architect by training, Mei helps clients choose profiles, finishes and custom door designs, often sketching options right at the table.",
    portraitAlt: "Illustrated portrait of Mei Chen",
  },
  {
    id: "fiona-macleod",
    name: "Fiona MacLeod",
    title: "Office Manager",
    bio: "Fiona is the first voice most clients hear on the phone and the reason paperwork, permits and invoices never seem to go missing.",
    portraitAlt: "Illustrated portrait of Fiona MacLeod",
  },
  {
    id: "arash-karimi",
    name: "Arash Karimi",
    title: "Service Technician",
    bio: "Arash handles adjustments, hardware tune-ups and warranty visits, and believes a good door should still glide easily years after install.",
    portraitAlt: "Illustrated portrait of Arash Karimi",
  },
];
