import { Alert, Button, Container, TextField, usePageTitle } from '@uwd/ui';
import { APPLICATION_LIMITS } from '@domain/applications/application';
import { TRIAL_MONTHS } from '@domain/subscriptions/tiers';
import { useCategories } from './useCategories';
import { ApplySuccess } from './apply/ApplySuccess';
import { PaymentSection } from './apply/PaymentSection';
import { StripeCardBlock } from './apply/StripeCardBlock';
import { PlanPicker } from './apply/PlanPicker';
import { fieldId, type TextPath } from './apply/apply-form';
import { SelectField, TextAreaField } from './apply/fields';
import { ApplyAside } from './apply/ApplyAside';
import { FormSection, SectionTitle } from './apply/FormSection';
import { useApplyForm } from './apply/useApplyForm';
import { CARD_FORM_FAILED } from './apply/useCardEntry';
import { DetailsSection, LocationSection } from './apply/LocationAndDetails';
import { FormPageHero, RequiredFieldsNote } from './form-page/FormPage';
import './ApplyPage.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

export { APPLY_FAILED, SCROLL_FOCUS_DELAY_MS } from './apply/useApplyForm';
/** SPEC §8. */
export const CATEGORIES_FAILED = 'Unable to load categories. Please refresh the page and try again.';

export function ApplyPage() {
  const { values, errors, formError, submitting, submitted, formErrorRef, tier, paid, card, onStripeReady, setText, setTier, setValues, toggleFilter, switchToFree, onSubmit } = useApplyForm();
  const categories = useCategories();
  usePageTitle(submitted ? 'Application Submitted' : 'Apply to List Your Business');

  if (submitted) return <ApplySuccess application={submitted} />;

  const t = values.text;
  const categoryList = categories.status === 'ready' ? categories.categories : [];
  const categoriesUnavailable = categories.status !== 'ready' || categoryList.length === 0;
  const categorySlug = categoryList.find((c) => c._id === t.category)?.slug;
  const categoryPlaceholder =
    categories.status === 'loading' ? 'Loading categories...' : categories.status === 'error' || categoryList.length === 0 ? 'No categories available' : 'Select a category';

  /** Props shared by the text inputs: id, value, error and the change handler for one path. */
  const bind = (path: TextPath) => ({
    id: fieldId(path),
    value: t[path],
    error: errors[path],
    onChange: (e: { target: { value: string } }) => setText(path, e.target.value),
  });

  return (
    <div className="apply-page">
      <FormPageHero eyebrow="For Wedding Professionals" title="List Your Business">
        Join the Upstate's curated directory of wedding professionals. Tell us about your business and we'll review
        your application within 3-5 business days.
      </FormPageHero>

      <Container className="apply-layout">
        <form className="apply-form" noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="apply-form">
          <RequiredFieldsNote className="apply-form__required-note" />

          <fieldset className="apply-section apply-section--plans">
            <legend className="apply-section__legend">
              <SectionTitle step={1} title="Choose Your Plan" />
            </legend>
            <p className="apply-section__lead">
              Start free, or put your business in front of more couples with a paid plan. Paid plans begin with a{' '}
              {TRIAL_MONTHS}-month free trial.
            </p>
            <PlanPicker value={tier} error={errors.subscriptionTier} onChange={setTier} />
          </fieldset>

          <FormSection step={2} id="apply-business" title="Business Information">
            <TextField {...bind('businessName')} name="businessName" label="Business Name" autoComplete="organization" maxLength={APPLICATION_LIMITS.businessName} required />
            <SelectField
              {...bind('category')}
              name="category"
              label="Category"
              required
              disabled={categoriesUnavailable}
              hint={categories.status === 'error' ? undefined : 'The kind of wedding service you offer.'}
            >
              <option value="">{categoryPlaceholder}</option>
              {categoryList.map((c) => (
                <option key={c._id} value={c._id}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            {categories.status === 'error' && (
              <Alert tone="error" className="apply-inline-alert">
                {CATEGORIES_FAILED}
              </Alert>
            )}
            <TextAreaField
              {...bind('description')}
              name="description"
              label="Business Description"
              rows={5}
              maxLength={APPLICATION_LIMITS.description}
              hint="Tell couples what makes your business special."
              aside={`${t.description.length} / ${APPLICATION_LIMITS.description}`}
            />
          </FormSection>

          <FormSection step={3} id="apply-contact" title="Contact Information">
            <TextField {...bind('ownerName')} name="ownerName" label="Owner Name" autoComplete="name" maxLength={APPLICATION_LIMITS.ownerName} required />
            <div className="apply-grid apply-grid--2">
              <TextField {...bind('email')} onBlur={card.commitEmail} name="email" type="email" label="Email Address" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} required />
              <TextField {...bind('phone')} name="phone" type="tel" label="Phone Number" autoComplete="tel" maxLength={APPLICATION_LIMITS.phone} required />
            </div>
            <TextField {...bind('website')} name="website" type="url" inputMode="url" label="Website" autoComplete="url" placeholder="https://" maxLength={APPLICATION_LIMITS.website} />
            <fieldset className="apply-subgroup">
              <legend className="apply-subgroup__legend">
                Social Media <span className="apply-subgroup__optional">(optional)</span>
              </legend>
              <div className="apply-grid apply-grid--3">
                <TextField {...bind('socialMedia.instagram')} name="instagram" label="Instagram" placeholder="@yourbusiness" maxLength={APPLICATION_LIMITS.social} />
                <TextField {...bind('socialMedia.facebook')} name="facebook" label="Facebook" placeholder="facebook.com/yourbusiness" maxLength={APPLICATION_LIMITS.social} />
                <TextField {...bind('socialMedia.pinterest')} name="pinterest" label="Pinterest" placeholder="pinterest.com/yourbusiness" maxLength={APPLICATION_LIMITS.social} />
              </div>
            </fieldset>
          </FormSection>

          <LocationSection bind={bind} values={values} setValues={setValues} categorySlug={categorySlug} />

          <DetailsSection bind={bind} values={values} setValues={setValues} categorySlug={categorySlug} onToggleFilter={toggleFilter} filtersError={errors.filterIds} />

          {tier !== 'free' && (
            <FormSection step={6} id="apply-payment" title="Payment Information" className="apply-section--payment" testId="payment-section">
              <PaymentSection
                tier={tier}
                values={t}
                errors={errors}
                onChange={setText}
                onSwitchToFree={switchToFree}
                stripeCard={
                  card.processor === 'stripe' ? (
                    <StripeCardBlock setup={card.setup} emailGiven={card.emailCommitted} onRetrySetup={card.renew} onReady={onStripeReady} />
                  ) : card.processor === 'local' ? undefined : card.entryFailed ? (
                    <Alert
                      tone="error"
                      className="apply-inline-alert"
                      title={CARD_FORM_FAILED}
                      action={
                        <Button variant="outline" size="sm" onClick={card.retryEntry}>
                          Try again
                        </Button>
                      }
                    />
                  ) : (
                    <p className="apply-stripe__waiting">Opening the card form…</p>
                  )
                }
              />
            </FormSection>
          )}

          <div className="apply-submit">
            <div ref={formErrorRef} className="apply-submit__alert">
              {formError && <Alert tone="error">{formError}</Alert>}
            </div>
            <div className="apply-submit__row">
              <Button type="submit" size="lg" loading={submitting} className="apply-submit__button">
                {submitting ? 'Submitting...' : 'Submit Application'}
              </Button>
              <p className="apply-submit__note">
                Applications are reviewed and answered within 3-5 business days.
                {paid && ` Your card is not charged during the ${TRIAL_MONTHS}-month free trial.`}
              </p>
            </div>
          </div>
        </form>

        <ApplyAside tier={tier} />
      </Container>
    </div>
  );
}

export default ApplyPage;
