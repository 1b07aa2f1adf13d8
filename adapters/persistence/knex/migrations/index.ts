import type { Knex } from 'knex';
import * as core from './20261121_001_core.ts';
import * as identity from './20261121_002_identity.ts';
import * as billing from './20261121_003_billing.ts';
import * as engagement from './20261121_004_engagement.ts';
import * as searchText from './20261121_005_search_text.ts';
import * as readIndexes from './20261121_006_read_indexes.ts';
import * as loginLinks from './20261125_007_login_links.ts';
import * as uploads from './20261125_008_uploads.ts';
import * as upgrades from './20261125_009_upgrades.ts';
import * as filterValues from './20261125_010_filter_values.ts';
import * as inquiries from './20261125_011_inquiries.ts';
import * as insights from './20261125_012_insights.ts';
import * as availability from './20261125_013_availability.ts';
import * as reviewReplies from './20261125_014_review_replies.ts';
import * as ranking from './20261125_015_ranking.ts';
import * as unavailableCategory from './20261125_016_unavailable_category.ts';
import * as listingCounts from './20261127_017_listing_counts.ts';
import * as filterLinkOrder from './20261127_018_filter_link_order.ts';
import * as adminOrder from './20261127_019_admin_order.ts';
import * as dayCounts from './20261127_020_day_counts.ts';
import * as vendorCards from './20261127_021_vendor_cards.ts';
import * as searchTerms from './20261127_022_search_terms.ts';
import * as adminFilterOrder from './20261127_023_admin_filter_order.ts';
import * as dropFulltext from './20261127_024_drop_fulltext.ts';
import * as vendorAnswers from './20261127_025_vendor_answers.ts';
import * as adminRowAnswers from './20261127_026_admin_row_answers.ts';
import * as landingCards from './20261127_027_landing_cards.ts';
import * as categoryCards from './20261128_028_category_cards.ts';
import * as outboxRelayOrder from './20261128_029_outbox_relay_order.ts';
import * as outboxAbout from './20261129_030_outbox_about.ts';
import * as heldMessages from './20261129_031_held_messages.ts';
import * as listingClaimLinks from './20261201_032_listing_claim_links.ts';
import * as applicationCapacity from './20261201_033_application_capacity.ts';
import * as planCancellations from './20261201_034_plan_cancellations.ts';
import * as cardsFromTables from './20261202_041_cards_from_tables.ts';
import * as streetAddress from './20261202_035_street_address.ts';
import * as processorBilling from './20261202_036_processor_billing.ts';
import * as planChanges from './20261202_037_plan_changes.ts';
import * as fullTextSearch from './20261202_038_full_text_search.ts';
import * as oneStoredCard from './20261202_039_one_stored_card.ts';
import * as shortlistInquiries from './20261203_042_shortlist_inquiries.ts';
import * as shortlistLinks from './20261203_043_shortlist_links.ts';
import * as verifiedReviews from './20261204_044_verified_reviews.ts';
import * as reviewRequests from './20261204_045_review_requests.ts';
import * as reviewReports from './20261204_046_review_reports.ts';
import * as vendorAwards from './20261204_047_vendor_awards.ts';
import * as reviewPhotos from './20261204_048_review_photos.ts';
import * as reviewNotices from './20261204_049_review_notices.ts';
import * as markFacts from './20261204_050_mark_facts.ts';

/** Every migration, imported statically. Add new ones here in order (names sort in run order). */
export const migrations: Record<string, Knex.Migration> = {
  '20261121_001_core': core,
  '20261121_002_identity': identity,
  '20261121_003_billing': billing,
  '20261121_004_engagement': engagement,
  '20261121_005_search_text': searchText,
  '20261121_006_read_indexes': readIndexes,
  '20261125_007_login_links': loginLinks,
  '20261125_008_uploads': uploads,
  '20261125_009_upgrades': upgrades,
  '20261125_010_filter_values': filterValues,
  '20261125_011_inquiries': inquiries,
  '20261125_012_insights': insights,
  '20261125_013_availability': availability,
  '20261125_014_review_replies': reviewReplies,
  '20261125_015_ranking': ranking,
  '20261125_016_unavailable_category': unavailableCategory,
  '20261127_017_listing_counts': listingCounts,
  '20261127_018_filter_link_order': filterLinkOrder,
  '20261127_019_admin_order': adminOrder,
  '20261127_020_day_counts': dayCounts,
  '20261127_021_vendor_cards': vendorCards,
  '20261127_022_search_terms': searchTerms,
  '20261127_023_admin_filter_order': adminFilterOrder,
  '20261127_024_drop_fulltext': dropFulltext,
  '20261127_025_vendor_answers': vendorAnswers,
  '20261127_026_admin_row_answers': adminRowAnswers,
  '20261127_027_landing_cards': landingCards,
  '20261128_028_category_cards': categoryCards,
  '20261128_029_outbox_relay_order': outboxRelayOrder,
  '20261129_030_outbox_about': outboxAbout,
  '20261129_031_held_messages': heldMessages,
  '20261201_032_listing_claim_links': listingClaimLinks,
  '20261201_033_application_capacity': applicationCapacity,
  '20261201_034_plan_cancellations': planCancellations,
  '20261202_035_street_address': streetAddress,
  '20261202_036_processor_billing': processorBilling,
  '20261202_037_plan_changes': planChanges,
  '20261202_038_full_text_search': fullTextSearch,
  '20261202_039_one_stored_card': oneStoredCard,
  '20261202_041_cards_from_tables': cardsFromTables,
  '20261203_042_shortlist_inquiries': shortlistInquiries,
  '20261203_043_shortlist_links': shortlistLinks,
  '20261204_044_verified_reviews': verifiedReviews,
  '20261204_045_review_requests': reviewRequests,
  '20261204_046_review_reports': reviewReports,
  '20261204_047_vendor_awards': vendorAwards,
  '20261204_048_review_photos': reviewPhotos,
  '20261204_049_review_notices': reviewNotices,
  '20261204_050_mark_facts': markFacts,
};
