const placeholder = '__PRODUCT_NAME__';
const defaultProductName = 'Simsar';

/**
 * The product name the server writes into index.html. Under the Vite dev server (or in tests) the
 * placeholder is still there, so the default name is used.
 */
export function readProductName(doc: Document = document): string {
  const content = doc.querySelector('meta[name="product-name"]')?.getAttribute('content')?.trim();
  if (!content || content.includes(placeholder)) return defaultProductName;
  return content;
}

/** The URL slug of the product name: lowercased, spaces as '-' ("/simsar-discount/add"). */
export function productSlug(productName: string): string {
  return productName.trim().toLowerCase().replace(/\s+/g, '-');
}
