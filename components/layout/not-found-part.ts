/** The not-found page where a route's error boundary meets a 404: rare, so its code loads only then (serverFirst). */
import { serverFirst } from "../server-render.tsx";

export const NotFoundPart = serverFirst("not-found", () => import("./NotFound.tsx"));
