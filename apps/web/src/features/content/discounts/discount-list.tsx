import { Text } from '@mantine/core';
import { discountListReplySchema, marketingMessages as m } from '@simsar/contract/content-marketing';
import { contentPaths, productPath } from '@simsar/contract/content-paths';
import { fillPath } from '@simsar/contract/paths';
import { useContentDelete, useContentList } from '../api/content-calls.ts';
import { ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';

/** The {product} discounts: image and texts; Delete (Yes/No) for super admins. */
export function DiscountList({ productName, isSuper }: { productName: string; isSuper: boolean }) {
  const path = productPath(contentPaths.discount.list, productName);
  const query = useContentList(path, discountListReplySchema);
  const remove = useContentDelete(path, m.deleted);
  return (
    <ContentList
      query={query}
      label="Discounts"
      render={(discount) => {
        const name =
          discount.text_en ??
          discount.text_ar ??
          `Discount of ${new Date(discount.createdAt).toLocaleString('en-GB')}`;
        return (
          <ContentCard
            key={discount._id}
            label={name}
            media={{ kind: 'image', url: discount.image, alt: name }}
            actions={
              isSuper ? (
                <EditDeleteButtons
                  name={name}
                  question="Are you sure you want to delete this discount?"
                  onDelete={() =>
                    remove.mutate(
                      fillPath(productPath(contentPaths.discount.delete, productName), { id: discount._id }),
                    )
                  }
                  deleting={
                    remove.isPending &&
                    remove.variables ===
                      fillPath(productPath(contentPaths.discount.delete, productName), { id: discount._id })
                  }
                />
              ) : null
            }
          >
            {discount.text_en ? <Text size="sm">{discount.text_en}</Text> : null}
            {discount.text_ar ? (
              <Text size="sm" dir="rtl" lang="ar" ta="right">
                {discount.text_ar}
              </Text>
            ) : null}
          </ContentCard>
        );
      }}
    />
  );
}
