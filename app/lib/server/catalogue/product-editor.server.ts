import { PRODUCT_FORM } from "#app/lib/admin/product-form";
import type { ServerContentKind } from "../content/editor-page.server";
import { product as productDefinition } from "../content/kinds/product.server";
import { checkProductEdit, describeProductRevision, postedProductValues, productFormValues, saveProductDetails } from "./product-admin.server";
import { placeOnItsLanding } from "./product-placement.server";

/** A catalogue product's Details part (decision 036): the other parts have pages of their own under its editor. */
export const productKind: ServerContentKind<"product", typeof PRODUCT_FORM.schema> = {
  definition: productDefinition,
  form: PRODUCT_FORM,
  toValues: productFormValues,
  fromPosted: postedProductValues,
  describe: describeProductRevision,
  check: (input, _values, store, id) => checkProductEdit(input, store, id),
  conflict: (input) => ({ segment: `Another product already has the address ${input.details.path}: choose another.` }),
  // A new product's card goes last on its landing (a draft's card stays off the page until it is shown); "Where it
  // is shown" moves it.
  async save(store, id, input, actor) {
    const saved = await saveProductDetails(store, id, input, actor);
    if (!id) await placeOnItsLanding(store, { slug: input.details.id, path: input.details.path }, actor);
    return saved;
  },
};
