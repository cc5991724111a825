/** The components of `serverFirst` parts (components/server-render.tsx), for the server's render only. */
import NotFound from "./layout/NotFound.tsx";
import PwaDock from "./pwa/PwaDock.tsx";
import type { ServerPartName } from "./server-render.tsx";
import type { ComponentType } from "react";

export const SERVER_PARTS: Readonly<Record<ServerPartName, ComponentType>> = { "pwa-dock": PwaDock, "not-found": NotFound };
