import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { productSlug } from '../../ui/product-name.ts';
import { ContentTypeForm, ContentTypeList } from './content-kit.tsx';
import { type ContentPage, ContentScreen } from './content-screen.tsx';
import { discountView, guidelineView, sliderView, teamView, trainingView } from './content-views.tsx';
import { QuizSave } from './quizzes/quiz-add.tsx';
import { QuizList } from './quizzes/quiz-list.tsx';
import { TrainingForm, type TrainingKind } from './training/training-form.tsx';

type ScreenProps = { page: ContentPage; isSuper: boolean };

/** /help-team/{add|view} (content-operations §2). */
export function HelpTeamScreen(props: ScreenProps) {
  return (
    <ContentScreen
      {...props}
      title="Help team"
      base="/help-team"
      addLabel="Add help team"
      viewLabel="Help team"
      add={() => <ContentTypeForm view={teamView} />}
      view={() => <ContentTypeList view={teamView} isSuper={props.isSuper} />}
    />
  );
}

/** /quizzes/{add|view}. */
export function QuizzesScreen(props: ScreenProps) {
  return (
    <ContentScreen
      {...props}
      title="Quizzes"
      base="/quizzes"
      addLabel="Add quiz"
      viewLabel="Quizzes"
      add={() => <QuizSave />}
      view={() => <QuizList isSuper={props.isSuper} />}
    />
  );
}

/** /training/{add|view} and /franchise-training/{add|view}. */
export function TrainingScreen({ kind, ...props }: ScreenProps & { kind: TrainingKind }) {
  const franchise = kind === 'franchise';
  return (
    <ContentScreen
      {...props}
      key={kind}
      title={franchise ? 'Franchise training' : 'Training'}
      base={franchise ? '/franchise-training' : '/training'}
      addLabel={franchise ? 'Add franchise training' : 'Add training'}
      viewLabel={franchise ? 'Franchise trainings' : 'Trainings'}
      add={() => <TrainingForm kind={kind} />}
      view={() => <ContentTypeList view={trainingView(kind)} isSuper={props.isSuper} />}
    />
  );
}

/** /guideline/{brokers|clients|franchises}/{add|view}. */
export function GuidelinesScreen({ audience, ...props }: ScreenProps & { audience: ContentAudience }) {
  const userType = contentAudiences[audience];
  return (
    <ContentScreen
      {...props}
      key={audience}
      title={`Guidelines for ${audience}`}
      base={`/guideline/${audience}`}
      addLabel="Add guideline"
      viewLabel="Guidelines"
      add={() => <ContentTypeForm key={userType} view={guidelineView(userType)} />}
      view={() => <ContentTypeList key={userType} view={guidelineView(userType)} isSuper={props.isSuper} />}
    />
  );
}

/** /slider/{brokers|clients|franchises}/{add|view}. */
export function SlidersScreen({ audience, ...props }: ScreenProps & { audience: ContentAudience }) {
  const userType = contentAudiences[audience];
  return (
    <ContentScreen
      {...props}
      key={audience}
      title={`Sliders for ${audience}`}
      base={`/slider/${audience}`}
      addLabel="Add slider"
      viewLabel="Sliders"
      add={() => <ContentTypeForm key={userType} view={sliderView(userType)} />}
      view={() => <ContentTypeList key={userType} view={sliderView(userType)} isSuper={props.isSuper} />}
    />
  );
}

/** /{product}-discount/{add|view}: the API under /api/{product}_discount. */
export function DiscountScreen({ productName, ...props }: ScreenProps & { productName: string }) {
  return (
    <ContentScreen
      {...props}
      title={`${productName} discount`}
      base={`/${productSlug(productName)}-discount`}
      addLabel={`Add ${productName} discount`}
      viewLabel={`${productName} discounts`}
      add={() => <ContentTypeForm view={discountView(productName)} />}
      view={() => <ContentTypeList view={discountView(productName)} isSuper={props.isSuper} />}
    />
  );
}
