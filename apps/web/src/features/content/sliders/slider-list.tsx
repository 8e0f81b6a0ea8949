import { Anchor, Text } from '@mantine/core';
import { marketingMessages as m, sliderListReplySchema } from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import { useContentDelete, useContentList } from '../api/content-calls.ts';
import { ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';

/** One user type's sliders: the image and its link; Delete (Yes/No) for super admins. */
export function SliderList({ userType, isSuper }: { userType: UserType; isSuper: boolean }) {
  const path = fillPath(contentPaths.sliders.list, { userType });
  const query = useContentList(path, sliderListReplySchema);
  const remove = useContentDelete(path, m.deleted);
  return (
    <ContentList
      query={query}
      label="Sliders"
      render={(slider) => {
        const name = `Slider of ${new Date(slider.createdAt).toLocaleString('en-GB')}`;
        return (
          <ContentCard
            key={slider._id}
            label={name}
            media={{ kind: 'image', url: slider.image, alt: name }}
            actions={
              isSuper ? (
                <EditDeleteButtons
                  name={name}
                  question="Are you sure you want to delete this slider?"
                  onDelete={() => remove.mutate(fillPath(contentPaths.sliders.delete, { id: slider._id }))}
                  deleting={
                    remove.isPending &&
                    remove.variables === fillPath(contentPaths.sliders.delete, { id: slider._id })
                  }
                />
              ) : null
            }
          >
            {slider.link ? (
              <Anchor
                href={slider.link}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {slider.link}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No link
              </Text>
            )}
          </ContentCard>
        );
      }}
    />
  );
}
