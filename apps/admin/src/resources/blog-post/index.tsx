import Article from '@mui/icons-material/Article';
import { blogEndpoints, blogPost } from '@sahay/contracts';
import { Edit, SimpleForm } from 'react-admin';
import { guarded } from '../../access.tsx';
import { permissionFor } from '../../contracts.ts';
import { EditorialPanel } from '../../generic/EditorialPanel.tsx';
import { formInputs } from '../../generic/inputs.tsx';
import { EditToolbar, type ResourceViews } from '../../generic/views.tsx';

/**
 * A post's editor: its fields as declared (status and the moment it goes live among them), and beside them a
 * preview link and its versions. The save stays on the post, so the preview and the versions follow it.
 */
function BlogPostEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} aside={<EditorialPanel endpoints={blogEndpoints} />}>
      <SimpleForm toolbar={<EditToolbar contract={blogPost} />} warnWhenUnsavedChanges>
        {formInputs(blogPost, 'edit')}
      </SimpleForm>
    </Edit>
  );
}

export default {
  icon: Article,
  edit: guarded(() => <BlogPostEdit />, permissionFor(blogPost, 'update')),
} satisfies Partial<ResourceViews>;
