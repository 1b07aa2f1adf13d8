import { useCallback, useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError, requestFailureMessage, submitApplication } from '@uwd/api-client';
import { Alert, Button, Container, TextField, cx, usePageTitle } from '@uwd/ui';
import { APPLICATION_LIMITS, APPLICATION_STATES, planFromQuery } from '@domain/applications/application';
import { PRICE_RANGES, type PriceRange } from '@domain/listings/vendor';
import { TRIAL_MONTHS, type Tier } from '@domain/subscriptions/tiers';
import { useCategories } from './useCategories';
import { ApplySuccess, type SubmittedApplication } from './apply/ApplySuccess';
import { PaymentSection } from './apply/PaymentSection';
import { PlanPicker, planRadioId } from './apply/PlanPicker';
import {
  emptyValues,
  fieldId,
  firstInvalidField,
  toSubmission,
  validateApplication,
  type ApplyValues,
  type FieldErrors,
  type FieldPath,
  type TextPath,
} from './apply/apply-form';
import { CheckboxField, SelectField, TextAreaField } from './apply/fields';
import { planOption } from './apply/plans';
import './static-pages.css';
import './ApplyPage.css';
import { EMAIL_MAX_LENGTH } from '@domain/shared/text-fields';

/** SPEC §8. */
export const APPLY_FAILED = 'Failed to submit application. Please try again.';
export const CATEGORIES_FAILED = 'Unable to load categories. Please refresh the page and try again.';
/** SPEC §9: the first invalid field is focused this long after the smooth scroll starts. */
export const SCROLL_FOCUS_DELAY_MS = 500;

const STATE_NAMES: Record<(typeof APPLICATION_STATES)[number], string> = { SC: 'South Carolina', NC: 'North Carolina', GA: 'Georgia' };
const PRICE_RANGE_LABELS: Record<PriceRange, string> = {
  'not-specified': 'Not specified',
  budget: 'Budget ($)',
  moderate: 'Moderate ($$)',
  premium: 'Premium ($$$)',
  luxury: 'Luxury ($$$$)',
};

/** The control to scroll to and focus for a field (the checked plan radio for the plan group). */
const controlFor = (path: FieldPath, tier: Tier): HTMLElement | null =>
  document.getElementById(path === 'subscriptionTier' ? planRadioId(tier) : fieldId(path));

export function ApplyPage() {
  const [searchParams] = useSearchParams();
  const planParam = searchParams.get('plan');
  const [values, setValues] = useState<ApplyValues>(() => emptyValues(planFromQuery(planParam)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<SubmittedApplication | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ path: FieldPath; seq: number } | null>(null);
  const categories = useCategories();
  const formErrorRef = useRef<HTMLDivElement>(null);
  usePageTitle(submitted ? 'Application Submitted' : 'Apply to List Your Business');

  const tier = values.subscriptionTier;
  const paid = tier !== 'free';

  // The plan query preselects the tier, also when a link to /apply?plan=… is followed from this page.
  useEffect(() => {
    setValues((v) => {
      const next = planFromQuery(planParam);
      return v.subscriptionTier === next ? v : { ...v, subscriptionTier: next };
    });
  }, [planParam]);

  // On failed validation: scroll smoothly to the first invalid field, focus it after 500 ms. Only a new
  // request moves the focus (later edits must not), so `tier` is read when it comes, not watched.
  const controlOf = useEffectEvent((path: FieldPath) => controlFor(path, tier));
  useEffect(() => {
    if (!focusRequest) return;
    const el = controlOf(focusRequest.path);
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'center' });
    const timer = window.setTimeout(() => el.focus({ preventScroll: true }), SCROLL_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [focusRequest]);

  useEffect(() => {
    if (formError) formErrorRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [formError]);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    const first = firstInvalidField(next);
    if (first) setFocusRequest((r) => ({ path: first, seq: (r?.seq ?? 0) + 1 }));
    else setFormError(Object.values(next)[0] ?? APPLY_FAILED);
  }, []);

  const clearError = (path: string) => setErrors((e) => (e[path] ? Object.fromEntries(Object.entries(e).filter(([k]) => k !== path)) : e));

  const setText = (path: TextPath, value: string) => {
    setValues((v) => ({ ...v, text: { ...v.text, [path]: value } }));
    clearError(path);
  };

  const setTier = (next: Tier) => {
    setValues((v) => ({ ...v, subscriptionTier: next }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'subscriptionTier' && (next !== 'free' || !k.startsWith('creditCard.')))));
  };

  const switchToFree = () => {
    setTier('free');
    // The button disappears with the payment block: move the focus to the free plan it selected.
    window.setTimeout(() => {
      const radio = document.getElementById(planRadioId('free'));
      radio?.focus({ preventScroll: true });
      radio?.closest('fieldset')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 0);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    const body = toSubmission(values);
    const invalid = validateApplication(body);
    if (invalid) {
      showErrors(invalid);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const result = await submitApplication(body);
      if (result && result.success === false) {
        setFormError(APPLY_FAILED);
        return;
      }
      setSubmitted({ businessName: body.businessName.trim(), email: body.email.trim(), tier: body.subscriptionTier });
    } catch (error) {
      const apiError = isApiError(error) ? error.apiError : undefined;
      const fields = apiError?.fields ?? {};
      if (isApiError(error) && error.status === 400 && Object.keys(fields).length > 0) showErrors(fields);
      else if (isApiError(error) && error.status === 429) setFormError(requestFailureMessage(error, APPLY_FAILED));
      else setFormError(APPLY_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  if (submitted) return <ApplySuccess application={submitted} />;

  const t = values.text;
  const plan = planOption(tier);
  const categoryList = categories.status === 'ready' ? categories.categories : [];
  const categoriesUnavailable = categories.status !== 'ready' || categoryList.length === 0;
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
      <header className="static-hero static-hero--compact">
        <Container>
          <p className="eyebrow eyebrow--light">For Wedding Professionals</p>
          <h1 className="static-hero__title">List Your Business</h1>
          <p className="static-hero__lead">
            Join the Upstate's curated directory of wedding professionals. Tell us about your business and we'll review
            your application within 3-5 business days.
          </p>
        </Container>
      </header>

      <Container className="apply-layout">
        <form className="apply-form" noValidate onSubmit={onSubmit} aria-busy={submitting} data-testid="apply-form">
          <p className="apply-form__required-note">
            Fields marked <span aria-hidden="true" className="field__required">*</span>
            <span className="visually-hidden">with an asterisk</span> are required.
          </p>

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
              <TextField {...bind('email')} name="email" type="email" label="Email Address" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} required />
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

          <FormSection step={4} id="apply-location" title="Location">
            <div className="apply-grid apply-grid--2">
              <TextField {...bind('location.city')} name="city" label="City" autoComplete="address-level2" maxLength={APPLICATION_LIMITS.city} required />
              <TextField {...bind('location.county')} name="county" label="County" maxLength={APPLICATION_LIMITS.county} required />
            </div>
            <div className="apply-grid apply-grid--2">
              <SelectField {...bind('location.state')} name="state" label="State" autoComplete="address-level1">
                {APPLICATION_STATES.map((s) => (
                  <option key={s} value={s}>
                    {STATE_NAMES[s]} ({s})
                  </option>
                ))}
              </SelectField>
              <TextField {...bind('location.zipCode')} name="zipCode" label="ZIP Code" autoComplete="postal-code" inputMode="numeric" maxLength={10} />
            </div>
          </FormSection>

          <FormSection step={5} id="apply-details" title="Business Details">
            <div className="apply-grid apply-grid--3">
              <TextField {...bind('yearsInBusiness')} name="yearsInBusiness" type="number" label="Years in Business" min={0} step={1} inputMode="numeric" />
              <TextField {...bind('startingPrice')} name="startingPrice" type="number" label="Starting Price ($)" min={0} step={1} inputMode="numeric" placeholder="e.g. 1500" />
              <SelectField {...bind('priceRange')} name="priceRange" label="Price Range">
                <option value="">Select a price range</option>
                {PRICE_RANGES.map((r) => (
                  <option key={r} value={r}>
                    {PRICE_RANGE_LABELS[r]}
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="apply-grid apply-grid--2 apply-checks">
              <CheckboxField
                id="apply-isLicensed"
                name="isLicensed"
                label="Licensed"
                description="My business holds the licenses its work requires."
                checked={values.isLicensed}
                onChange={(checked) => setValues((v) => ({ ...v, isLicensed: checked }))}
              />
              <CheckboxField
                id="apply-isInsured"
                name="isInsured"
                label="Insured"
                description="My business carries liability insurance."
                checked={values.isInsured}
                onChange={(checked) => setValues((v) => ({ ...v, isInsured: checked }))}
              />
            </div>
            <TextAreaField
              {...bind('additionalInfo')}
              name="additionalInfo"
              label="Additional Information"
              rows={4}
              maxLength={APPLICATION_LIMITS.additionalInfo}
              hint="Anything else we should know: awards, service area, specialties."
            />
          </FormSection>

          {paid && (
            <FormSection step={6} id="apply-payment" title="Payment Information" className="apply-section--payment" testId="payment-section">
              <PaymentSection tier={tier} values={t} errors={errors} onChange={setText} onSwitchToFree={switchToFree} />
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

        <aside className="apply-aside" aria-label="Your application">
          <div className="apply-aside__card apply-aside__card--plan">
            <p className="apply-aside__label">Your plan</p>
            <p className="apply-aside__plan" data-testid="selected-plan">
              {plan.name}
            </p>
            <p className="apply-aside__price">
              <span className="apply-aside__amount">{plan.price}</span>
              {plan.period}
              {paid && <span className="apply-aside__trial"> after a {TRIAL_MONTHS}-month free trial</span>}
            </p>
            <ul className="apply-aside__list">
              {plan.inclusions.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div className="apply-aside__card apply-aside__card--soft">
            <h2 className="apply-aside__title">How it works</h2>
            <ol className="apply-aside__steps">
              <li>Send your application.</li>
              <li>We review it within 3-5 business days.</li>
              <li>Once approved, you get a login link to your vendor dashboard.</li>
            </ol>
            <p className="apply-aside__links">
              Already listed? <Link to="/claim-listing">Claim your listing</Link>
              <br />
              Questions? <Link to="/partner">See plans and FAQ</Link>
            </p>
          </div>
        </aside>
      </Container>
    </div>
  );
}

function SectionTitle({ step, title, id }: { step: number; title: string; id?: string }) {
  return (
    <h2 id={id} className="apply-section__title">
      <span className="apply-section__step" aria-hidden="true">
        {step}
      </span>
      {title}
    </h2>
  );
}

function FormSection({ step, id, title, className, testId, children }: { step: number; id: string; title: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <section className={cx('apply-section', className)} aria-labelledby={`${id}-title`} data-testid={testId}>
      <SectionTitle step={step} title={title} id={`${id}-title`} />
      {children}
    </section>
  );
}

export default ApplyPage;
