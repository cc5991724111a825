/** The item detail page body, in the spec's order (§2 Item detail): its sections are in ItemSections.tsx. */
import { DidYouMean, type Suggestion } from "#components/search/DidYouMean.tsx";
import { useSearchParams } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { AuthorBio } from "../menu/AuthorBio.tsx";
import * as s from "./item.css.ts";
import { itemSlug } from "#domain/rules/slug.ts";
import { chooseSize } from "#domain/rules/menu.ts";
import { ServerIsland } from "../server-render.tsx";
import { CommentForm, usePostedComment } from "./CommentForm.tsx";
import type { ItemPageData } from "./item-page-data.ts";
import {
  AboutItem,
  ItemComments,
  ItemFaqs,
  ItemHero,
  ItemReviews,
  MoreInformation,
  NutritionFacts,
  RelatedItems,
  ReportedPrices,
  SizesTable,
} from "./ItemSections.tsx";

export function ItemView({ data }: { data: ItemPageData }) {
  const { item, sizes } = data;
  const [params] = useSearchParams();
  const size = chooseSize(sizes, params.get("size"));
  // The tools open with the size shown here (the default Medium goes without a size in their links).
  const picked = size.size === "Small" || size.size === "Large" ? size.size : undefined;
  const { comments, total: commentTotal } = usePostedComment(item.name, data.comments, data.commentTotal);

  return (
    <article className={s.page}>
      <Breadcrumbs />
      <ItemHero data={data} size={size} />
      <AboutItem item={item} sized={sizes.length > 1} />
      <SizesTable item={item} sizes={sizes} size={size} />
      <NutritionFacts data={data} size={size} />
      <ServerIsland name="item-details" props={{ slug: itemSlug(item.name) }} html={data.islands?.["item-details"]} />
      <ReportedPrices data={data} size={sizes.length > 1 ? size.size : null} />
      <ItemReviews data={data} />
      <ItemComments comments={comments} commentTotal={commentTotal} />
      <CommentForm itemName={item.name} />
      <MoreInformation item={item} picked={picked} />
      <AuthorBio />
      <ItemFaqs faqs={data.faqs} item={{ name: data.item.name, slug: itemSlug(data.item.name) }} />
      <RelatedItems related={data.related} />
    </article>
  );
}

/** An item address we do not have: the items it may mean and a search, with a 404 status. */
export function ItemNotFound({ typed, suggestions }: { typed: string; suggestions: readonly Suggestion[] }) {
  return (
    <DidYouMean
      title="Menu Item Not Found"
      what="menu item"
      typed={typed}
      suggestions={suggestions}
      browse={{ name: "Browse the full menu", to: "/#menu" }}
    >
      <p>Sorry, we couldn't find that menu item.</p>
    </DidYouMean>
  );
}
