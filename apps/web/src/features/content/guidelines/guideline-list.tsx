import { Text } from '@mantine/core';
import {
  type Guideline,
  guidelineListReplySchema,
  marketingMessages as m,
} from '@simsar/contract/content-marketing';
import { contentPaths } from '@simsar/contract/content-paths';
import { fillPath } from '@simsar/contract/paths';
import type { UserType } from '@simsar/contract/users';
import { useState } from 'react';
import { useContentDelete, useContentList } from '../api/content-calls.ts';
import { CardTitle, ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';
import { GuidelineForm } from './guideline-form.tsx';

/** One user type's guidelines: the video, the English and Arabic names; Edit/Delete super only. */
export function GuidelineList({ userType, isSuper }: { userType: UserType; isSuper: boolean }) {
  const query = useContentList(
    fillPath(contentPaths.guidelines.list, { userType }),
    guidelineListReplySchema,
  );
  return (
    <ContentList
      query={query}
      label="Guidelines"
      render={(guideline) => (
        <GuidelineCard key={guideline._id} guideline={guideline} userType={userType} isSuper={isSuper} />
      )}
    />
  );
}

function GuidelineCard({
  guideline,
  userType,
  isSuper,
}: {
  guideline: Guideline;
  userType: UserType;
  isSuper: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const remove = useContentDelete(fillPath(contentPaths.guidelines.list, { userType }), m.deleted);
  if (editing) {
    return (
      <ContentCard label={guideline.name_en}>
        <GuidelineForm userType={userType} guideline={guideline} onDone={() => setEditing(false)} />
      </ContentCard>
    );
  }
  return (
    <ContentCard
      label={guideline.name_en}
      media={{ kind: 'video', url: guideline.video, alt: guideline.name_en }}
      actions={
        isSuper ? (
          <EditDeleteButtons
            name={guideline.name_en}
            question="Are you sure you want to delete this guideline?"
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate(fillPath(contentPaths.guidelines.delete, { id: guideline._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <CardTitle>{guideline.name_en}</CardTitle>
      <Text dir="rtl" lang="ar" ta="right">
        {guideline.name_ar}
      </Text>
    </ContentCard>
  );
}
