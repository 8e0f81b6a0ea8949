import { type ContentAudience, contentAudiences } from '@simsar/contract/content-paths';
import { contentTypeRows } from '@simsar/contract/content-types';
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
      row={contentTypeRows.team}
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
      row={contentTypeRows.quiz}
      add={() => <QuizSave />}
      view={() => <QuizList isSuper={props.isSuper} />}
    />
  );
}

/** /training/{add|view} and /franchise-training/{add|view}. */
export function TrainingScreen({ kind, ...props }: ScreenProps & { kind: TrainingKind }) {
  return (
    <ContentScreen
      {...props}
      key={kind}
      row={kind === 'franchise' ? contentTypeRows.franchiseTraining : contentTypeRows.training}
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
      row={contentTypeRows.guideline}
      audience={audience}
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
      row={contentTypeRows.slider}
      audience={audience}
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
      row={contentTypeRows.discount}
      productName={productName}
      add={() => <ContentTypeForm view={discountView(productName)} />}
      view={() => <ContentTypeList view={discountView(productName)} isSuper={props.isSuper} />}
    />
  );
}
