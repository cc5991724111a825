/** The item detail page body, in the spec's order (§2 Item detail): its sections are in ItemSections.tsx. */
import { Link, useSearchParams } from "react-router";
import { Breadcrumbs } from "../layout/Breadcrumbs.tsx";
import { AuthorBio } from "../menu/AuthorBio.tsx";
import * as m from "../menu/menu.css.ts";
import * as s from "./item.css.ts";
import { itemSlug } from "#domain/slug.ts";
import { chooseSize } from "#domain/menu.ts";
import { ServerIsland } from "../server-render.tsx";
import { CommentForm, usePostedComment } from "./CommentForm.tsx";
import type { ItemPageData } from "./item-page-data.ts";
import { AboutItem, ItemComments, ItemFaqs, ItemHero, ItemReviews, MoreInformation, NutritionFacts, RelatedItems, ReportedPrices, SizesTable } from "./ItemSections.tsx";

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

export function ItemNotFound() {
  return (
    <div className={m.empty}>
      <h1>Menu Item Not Found</h1>
      <p>Sorry, we couldn't find that menu item.</p>
      <p>
        <Link to="/#menu">Browse the full menu</Link>
      </p>
    </div>
  );
}
