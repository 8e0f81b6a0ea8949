import { contentPaths } from '@simsar/contract/content-paths';
import { teamMessages as m, type TeamMember, teamListReplySchema } from '@simsar/contract/content-team';
import { fillPath } from '@simsar/contract/paths';
import { useState } from 'react';
import { FieldList } from '../../../ui/field-list.tsx';
import { PhoneLinks } from '../../../ui/phone-links.tsx';
import { useContentDelete, useContentList } from '../api/content-calls.ts';
import { CardTitle, ContentCard, ContentList, EditDeleteButtons } from '../content-list.tsx';
import { TeamForm } from './team-form.tsx';

/** The help team's cards (§2): Edit opens the inline form, Delete asks Yes/No; both super only. */
export function TeamList({ isSuper }: { isSuper: boolean }) {
  const query = useContentList(contentPaths.team.list, teamListReplySchema);
  return (
    <ContentList
      query={query}
      label="Help team"
      render={(member) => <TeamCard key={member._id} member={member} isSuper={isSuper} />}
    />
  );
}

function TeamCard({ member, isSuper }: { member: TeamMember; isSuper: boolean }) {
  const [editing, setEditing] = useState(false);
  const remove = useContentDelete(contentPaths.team.list, m.deleted);
  if (editing) {
    return (
      <ContentCard label={member.name}>
        <TeamForm member={member} onDone={() => setEditing(false)} />
      </ContentCard>
    );
  }
  return (
    <ContentCard
      label={member.name}
      media={{ kind: 'image', url: member.image, alt: member.name }}
      actions={
        isSuper ? (
          <EditDeleteButtons
            name={member.name}
            question="Are you sure you want to delete this team member?"
            onEdit={() => setEditing(true)}
            onDelete={() => remove.mutate(fillPath(contentPaths.team.delete, { id: member._id }))}
            deleting={remove.isPending}
          />
        ) : null
      }
    >
      <CardTitle dir="auto">{member.name}</CardTitle>
      <FieldList
        fields={[
          { label: 'Age', value: member.age },
          { label: 'Profession', value: <span dir="auto">{member.profession}</span> },
          { label: 'Experience', value: `${member.experience} years` },
          { label: 'Strength', value: <span dir="auto">{member.strength}</span> },
          { label: 'Phone', value: <PhoneLinks phone={member.phone} whatsapp={member.whatsapp} /> },
          { label: 'WhatsApp', value: member.whatsapp },
        ]}
      />
    </ContentCard>
  );
}
