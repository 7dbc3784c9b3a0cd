import { Link } from "react-router";
import { useSite } from "#app/lib/content/root-content";

/** Visit Our Showroom: custom door design happens at the showroom. */
export function ShowroomBanner() {
  const site = useSite();
  return (
    <aside aria-labelledby="showroom-heading" className="bg-aegean text-white">
      <div className="container-site flex flex-col gap-6 py-12 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-bronze-light">
            {site.showroom.name}, {site.showroom.locality}, {site.showroom.region}
          </p>
          <h2 id="showroom-heading" className="mt-2 text-3xl text-white">
            Visit Our Showroom
          </h2>
          <p className="mt-3 text-white/90">
            See the doors full size, feel the hardware and design your own door with us, at our {site.showroom.name} in{" "}
            {site.showroom.locality} or our workshop in {site.address.locality}.
          </p>
        </div>
        <Link to="/visit?purpose=custom-door" className="btn btn-light shrink-0">
          Book a visit
        </Link>
      </div>
    </aside>
  );
}
