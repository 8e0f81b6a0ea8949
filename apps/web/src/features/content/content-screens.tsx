import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { productSlug } from '../../ui/product-name.ts';
import { type ContentPage, ContentScreen } from './content-screen.tsx';
import { DiscountForm } from './discounts/discount-form.tsx';
import { DiscountList } from './discounts/discount-list.tsx';
import { GuidelineForm } from './guidelines/guideline-form.tsx';
import { GuidelineList } from './guidelines/guideline-list.tsx';
import { QuizSave } from './quizzes/quiz-add.tsx';
import { QuizList } from './quizzes/quiz-list.tsx';
import { SliderForm } from './sliders/slider-form.tsx';
import { SliderList } from './sliders/slider-list.tsx';
import { TeamForm } from './team/team-form.tsx';
import { TeamList } from './team/team-list.tsx';
import { TrainingForm, type TrainingKind } from './training/training-form.tsx';
import { TrainingList } from './training/training-list.tsx';

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
      add={() => <TeamForm />}
      view={() => <TeamList isSuper={props.isSuper} />}
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
      view={() => <TrainingList kind={kind} isSuper={props.isSuper} />}
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
      add={() => <GuidelineForm key={userType} userType={userType} />}
      view={() => <GuidelineList key={userType} userType={userType} isSuper={props.isSuper} />}
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
      add={() => <SliderForm key={userType} userType={userType} />}
      view={() => <SliderList key={userType} userType={userType} isSuper={props.isSuper} />}
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
      add={() => <DiscountForm productName={productName} />}
      view={() => <DiscountList productName={productName} isSuper={props.isSuper} />}
    />
  );
}
