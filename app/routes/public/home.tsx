import { Link } from "react-router";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = () => [
  { title: "Sando Truck | Traditional Japanese Katsu Sandos in Santa Barbara County" },
  {
    name: "description",
    content: "Japanese katsu sandos on shokupan with in-house panko, served from our food truck.",
  },
];

export default function Home() {
  return (
    <main>
      <h1>TRADITIONAL JAPANESE KATSU SANDOS</h1>
      <p>
        <Link to="/menu">MENU</Link>
      </p>
    </main>
  );
}
