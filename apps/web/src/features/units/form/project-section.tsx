import { Checkbox, SimpleGrid, Textarea } from '@mantine/core';
import { errorAt, FormSection, FormText } from '../../../ui/form-fields.tsx';
import type { UnitForm } from '../unit-form-values.ts';
import { useUnitsWords } from '../words.ts';

/** Project name, description and the new-launch flag (which relaxes several rules, content-operations §5). */
export function ProjectSection({ form }: { form: UnitForm }) {
  const w = useUnitsWords();
  return (
    <FormSection title={w('project')} hint={w('projectHint')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FormText form={form} name="project_name" label={w('projectName')} />
        <Checkbox
          mt={{ md: 30 }}
          label={w('newLaunch')}
          description={w('newLaunchHint')}
          {...form.register('new_launches')}
        />
      </SimpleGrid>
      <Textarea
        label={w('description')}
        withAsterisk
        rows={4}
        error={errorAt(form, 'description')}
        {...form.register('description')}
      />
    </FormSection>
  );
}
