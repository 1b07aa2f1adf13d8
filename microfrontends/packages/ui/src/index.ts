export { cx } from './cx';
export { Button, ButtonLink, type ButtonProps, type ButtonLinkProps, type ButtonVariant, type ButtonSize } from './components/Button';
export { Container, Section, SectionHeading, Card, type ContainerProps, type SectionProps, type SectionHeadingProps, type CardProps } from './components/Layout';
export { Spinner, PageLoader, Skeleton, Alert, EmptyState, type AlertProps, type AlertTone, type EmptyStateProps, type SkeletonProps, type SpinnerProps } from './components/Feedback';
export { TextField, type TextFieldProps } from './components/Field';
export { NotFoundPage, AccessDenied, type AccessDeniedProps } from './components/Pages';
export * from './components/Icons';
export { usePageTitle, SITE_NAME } from './hooks';
