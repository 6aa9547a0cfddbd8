import { blogEndpoints, blogPost } from '@sahay/contracts';
import { Create, Edit, SimpleForm } from 'react-admin';
import { guarded } from '../../access.tsx';
import { fieldsOf, permissionFor } from '../../contracts.ts';
import { EditorialPanel } from '../../generic/EditorialPanel.tsx';
import { inputFor } from '../../generic/inputs.tsx';
import { EditToolbar } from '../../generic/views.tsx';
import type { ResourceScreens } from '../declaration.ts';
import { TagPicker } from './TagPicker.tsx';

/** A post's inputs in the declared order, its tags picked (or made) right after its category. */
function postInputs(mode: 'create' | 'edit') {
  return fieldsOf(blogPost).flatMap((spec) =>
    spec.name === 'category' ? [inputFor(spec, mode), <TagPicker key="tags" />] : [inputFor(spec, mode)],
  );
}

/** A new post: once saved, its editor opens, where it can be previewed and published. */
function BlogPostCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm warnWhenUnsavedChanges>{postInputs('create')}</SimpleForm>
    </Create>
  );
}

/**
 * A post's editor: its fields as declared (status and the moment it goes live among them), and beside them a
 * preview link and its versions. The save stays on the post, so the preview and the versions follow it.
 */
function BlogPostEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} aside={<EditorialPanel endpoints={blogEndpoints} />}>
      <SimpleForm toolbar={<EditToolbar contract={blogPost} />} warnWhenUnsavedChanges>
        {postInputs('edit')}
      </SimpleForm>
    </Edit>
  );
}

export default {
  create: guarded(() => <BlogPostCreate />, permissionFor(blogPost, 'create')),
  edit: guarded(() => <BlogPostEdit />, permissionFor(blogPost, 'update')),
} satisfies ResourceScreens;
