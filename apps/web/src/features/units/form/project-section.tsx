import { Checkbox, SimpleGrid, Textarea } from '@mantine/core';
import { errorAt, FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';

/** Project name, description and the new-launch flag (which relaxes several rules, content-operations §5). */
export function ProjectSection({ form }: { form: UnitForm }) {
  return (
    <FormSection title="Project" hint="The name is also the project code.">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FormText form={form} name="project_name" label="Project name" />
        <Checkbox
          mt={{ md: 30 }}
          label="New launch"
          description="Master plan, PDF, availability file, payment details, prices and areas become optional"
          {...form.register('new_launches')}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        withAsterisk
        rows={4}
        error={errorAt(form, 'description')}
        {...form.register('description')}
      />
    </FormSection>
  );
}
