import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A task of its own for hydration, after the one that evaluated React: two shorter tasks instead of a long one.
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
