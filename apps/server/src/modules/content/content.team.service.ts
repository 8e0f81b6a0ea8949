import { teamMessages as m, type TeamMember, type teamFieldsSchema } from '@simsar/contract/content-team';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditAdmin } from '../../core/audit.ts';
import type { Database, Executor } from '../../core/db.ts';
import { AppError } from '../../core/errors.ts';
import type { Storage } from '../../core/storage.ts';
import type { UploadForm } from '../../core/uploads.ts';
import {
  auditContent,
  createAudited,
  deleteAudited,
  iso,
  mediaUrl,
  removeKeys,
} from './content.files.service.ts';
import { teamMembers } from './content.schema.ts';

type TeamForm = UploadForm<z.output<typeof teamFieldsSchema>, 'image'>;
type Row = typeof teamMembers.$inferSelect;

function toTeamMember(row: Row): TeamMember {
  return {
    _id: row.id,
    image: mediaUrl(row.image),
    name: row.name,
    age: row.age,
    profession: row.profession,
    experience: row.experience,
    strength: row.strength,
    phone: row.phone,
    whatsapp: row.whatsapp,
    createdAt: iso(row.createdAt),
  };
}

/** GET /api/team/all (and the apps' /api/app/team): newest first. */
export async function listTeam(db: Executor): Promise<TeamMember[]> {
  const rows = await db.select().from(teamMembers).orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
  return rows.map(toTeamMember);
}

export async function createTeamMember(db: Database, admin: AuditAdmin, form: TeamForm): Promise<TeamMember> {
  return form.settle(async () => {
    const image = form.files.image[0];
    if (!image) throw new AppError('VALIDATION', m.imageRequired, { image: m.imageRequired });
    const values = { ...form.fields, image: image.key };
    return toTeamMember(await createAudited(db, admin, teamMembers, values, 'create_team_member'));
  });
}

/** PUT /api/team/update/{id}: the image is optional; a new one replaces the old file, removed after. */
export async function updateTeamMember(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
  form: TeamForm,
): Promise<TeamMember> {
  const { row, oldImage } = await form.settle(() =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for('update');
      if (!current) throw new AppError('NOT_FOUND', m.notFound);
      const image = form.files.image[0];
      const [updated] = await tx
        .update(teamMembers)
        .set({ ...form.fields, ...(image && { image: image.key }) })
        .where(eq(teamMembers.id, id))
        .returning();
      await auditContent(tx, admin, 'update_team_member', id, current, updated);
      return { row: updated as Row, oldImage: image ? current.image : null };
    }),
  );
  await removeKeys(storage, [oldImage]);
  return toTeamMember(row);
}

export async function deleteTeamMember(
  db: Database,
  admin: AuditAdmin,
  storage: Storage,
  id: string,
): Promise<void> {
  await deleteAudited(db, admin, storage, teamMembers, id, {
    notFound: m.notFound,
    action: () => 'delete_team_member',
    files: (gone) => [gone.image],
  });
}
