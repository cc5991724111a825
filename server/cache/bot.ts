/**
 * "Is this a bot?", decided in one place for the whole server: the render cache keys a page by it (bots and
 * browsers get different copies, server/cache/cached-pages.ts), and the renderer waits for the whole page before
 * sending a bot anything (routes/entry.server.tsx), so both must give the same answer for a user agent.
 */
import { isbot } from "isbot";

/** isbot's answers for the user agents seen lately: its pattern is long, and a hit should not run it each time. */
const botAnswers = new Map<string, boolean>();
const BOT_ANSWERS_MAX = 1000;
export function isBot(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  let bot = botAnswers.get(userAgent);
  if (bot === undefined) {
    if (botAnswers.size >= BOT_ANSWERS_MAX || userAgent.length > 512) botAnswers.clear();
    bot = isbot(userAgent);
    if (userAgent.length <= 512) botAnswers.set(userAgent, bot);
  }
  return bot;
}
