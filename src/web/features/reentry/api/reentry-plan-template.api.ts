/** The default reentry plan a client's plan starts from (product.md §3.3.1): admins keep it. */
import { useQuery } from '@tanstack/react-query';
import { byDueDay } from '../../../../shared/domain/reentry/due-dates';
import { graphql, request, type ResultOf, type VariablesOf } from '../../../lib/graphql';
import { useInvalidatingMutation } from '../../../lib/record-mutation';
import { ReentryStepTemplateFields } from './reentry-step-template-fields.generated';

const ListTemplate = graphql(
  `
    query ListReentryStepTemplates {
      listReentryStepTemplates(limit: 200) {
        items {
          ...ReentryStepTemplateFields
        }
      }
    }
  `,
  [ReentryStepTemplateFields],
);

const CreateTemplateStep = graphql(`
  mutation CreateReentryStepTemplate($input: CreateReentryStepTemplateInput!) {
    createReentryStepTemplate(input: $input) {
      id
    }
  }
`);

const UpdateTemplateStep = graphql(`
  mutation UpdateReentryStepTemplate($input: UpdateReentryStepTemplateInput!) {
    updateReentryStepTemplate(input: $input) {
      id
    }
  }
`);

const DeleteTemplateStep = graphql(`
  mutation DeleteReentryStepTemplate($input: DeleteReentryStepTemplateInput!) {
    deleteReentryStepTemplate(input: $input) {
      id
    }
  }
`);

export type TemplateStep = ResultOf<
  typeof ListTemplate
>['listReentryStepTemplates']['items'][number];
type CreateInput = VariablesOf<typeof CreateTemplateStep>['input'];
type UpdateInput = VariablesOf<typeof UpdateTemplateStep>['input'];

const TEMPLATE_KEY = ['reentryStepTemplates'] as const;

export function useReentryTemplate() {
  return useQuery({
    queryKey: TEMPLATE_KEY,
    queryFn: async () =>
      (await request(ListTemplate)).listReentryStepTemplates.items.toSorted(
        // As a started plan lists them; the same day by name.
        (a, b) => byDueDay(a, b) || a.title.localeCompare(b.title),
      ),
  });
}

export const useCreateTemplateStep = () =>
  useInvalidatingMutation(TEMPLATE_KEY, (input: CreateInput) =>
    request(CreateTemplateStep, { input }),
  );

export const useUpdateTemplateStep = () =>
  useInvalidatingMutation(TEMPLATE_KEY, (input: UpdateInput) =>
    request(UpdateTemplateStep, { input }),
  );

export const useDeleteTemplateStep = () =>
  useInvalidatingMutation(TEMPLATE_KEY, (id: string) =>
    request(DeleteTemplateStep, { input: { id } }),
  );
