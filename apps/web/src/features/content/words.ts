import { type ContentTypeKey, contentTypeRows } from '@simsar/contract/content-types';
import { type BookText, defineBook } from '../../i18n/books.ts';

/** A content type's screen title and its two tabs, by the type's key in the contract's rows. */
export type ScreenWord = `${ContentTypeKey}.${'title' | 'add' | 'view'}`;

/**
 * Each content type's screen title and tabs in English are its contract row's (content-types.ts),
 * `{audience}` and `{product}` put in by the screen; a type added to the rows needs its Arabic here.
 */
const screens = Object.fromEntries(
  Object.entries(contentTypeRows).flatMap(([key, row]) => [
    [`${key}.title`, row.title],
    [`${key}.add`, row.addLabel],
    [`${key}.view`, row.viewLabel],
  ]),
) as Record<ScreenWord, string>;

/** The content screens' words: training, quizzes, guidelines, sliders, discounts, help team (decision 288). */
const english = {
  ...screens,
  // The lists and cards.
  loadingList: 'Loading {list}',
  edit: 'Edit',
  editName: 'Edit {name}',
  delete: 'Delete',
  deleteName: 'Delete {name}',
  save: 'Save',
  // The forms.
  uploading: 'Uploading… {percent}%',
  uploadProgress: 'Upload progress',
  image: 'Image',
  video: 'Video',
  jpgOrPng: 'JPG or PNG',
  mp4: 'MP4',
  pdf: 'PDF',
  openPdf: 'Open the PDF',
  // Help team.
  teamList: 'Help team',
  askDeleteTeam: 'Are you sure you want to delete this team member?',
  name: 'Name',
  age: 'Age',
  profession: 'Profession',
  experience: 'Experience',
  experienceYears: 'Experience (years)',
  years: { one: '{count} years', other: '{count} years' },
  strength: 'Strength',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  replacePhoto: 'Choose only to replace the photo',
  // Guidelines.
  guidelines: 'Guidelines',
  askDeleteGuideline: 'Are you sure you want to delete this guideline?',
  replaceVideo: 'MP4; choose only to replace the video',
  englishName: 'English name',
  arabicName: 'Arabic name',
  // Sliders.
  sliders: 'Sliders',
  sliderOf: 'Slider of {date}',
  askDeleteSlider: 'Are you sure you want to delete this slider?',
  noLink: 'No link',
  link: 'Link',
  linkExample: 'https://',
  // Discounts.
  discounts: 'Discounts',
  discountOf: 'Discount of {date}',
  askDeleteDiscount: 'Are you sure you want to delete this discount?',
  englishText: 'English text',
  arabicText: 'Arabic text',
  // Training.
  trainings: 'Trainings',
  franchiseTrainings: 'Franchise trainings',
  askDeleteTraining: 'Are you sure you want to delete this training?',
  description: 'Description',
  videoLink: 'Video link',
  uploadNewVideo: 'Or upload a new video',
  replacesVideo: 'MP4; replaces the video above',
  // Quizzes.
  quizzes: 'Quizzes',
  askDeleteQuiz: 'Are you sure you want to delete this quiz?',
  minutes: { one: '{count} minute', other: '{count} minutes' },
  questions: { one: '{count} question', other: '{count} questions' },
  attemptsScore: {
    one: '{count} attempt · average score {score}',
    other: '{count} attempts · average score {score}',
  },
  questionsPart: 'Questions',
  resultsPart: 'Results',
  quizName: 'Quiz name',
  quizTime: 'Quiz time (minutes)',
  questionCount: 'Number of questions',
  question: 'Question {n}',
  correctAnswer: 'Correct answer',
  answerIsCorrect: 'Answer {k} of question {n} is correct',
  answer: 'Answer {k}',
  // A quiz's results.
  results: 'Results',
  searchResults: 'Search results',
  member: 'Member',
  attempts: 'Attempts',
  bestScore: 'Best score',
  removedMember: 'Removed member',
  lateOnly: 'Late only',
  members: { one: '{count} members', other: '{count} members' },
};
export type ContentWords = typeof english;
export type ContentWord = keyof ContentWords & string;
/** The content book's words in the language in use, as the views are drawn with them. */
export type ContentText = BookText<ContentWords>;

export const useContentWords = defineBook(english, () => import('./words.ar.ts'));
