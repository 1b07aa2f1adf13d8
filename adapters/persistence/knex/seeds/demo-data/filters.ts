import type { CategorySlug } from '../../../../../domain/categories/category.ts';
import type { FilterKey } from '../../../../../domain/filters/filter-catalogue.ts';

/**
 * The SEO filter landing pages of SPEC.md §5: one per (filter key, value) of each category.
 *
 * Slug convention: slug = slugify(name), always (name 'Barn Venues' → 'barn-venues', 'Indoor & Outdoor
 * Venues' → 'indoor-and-outdoor-venues'). Names read as a heading: '<value label> <category noun>', with a
 * few natural wordings ('Wedding DJs', 'String Quartets', 'Wildflower Florists', 'Unique Venues' for
 * venue_type=other). The SEO title is '<titleSubject> in Upstate SC | Upstate Wedding Directory'.
 */
export interface DemoFilter {
  category: CategorySlug;
  key: FilterKey;
  value: string;
  name: string;
  /** What the page lists, for the SEO title, e.g. 'Barn Wedding Venues'. */
  titleSubject: string;
  /** 150–160 characters. */
  seoDescription: string;
  keywords: string[];
  /** 2–3 paragraphs of HTML (p, h2, h3, ul, li, strong, em). */
  content: string;
}

export const SEO_TITLE_SUFFIX = ' in Upstate SC | Upstate Wedding Directory';

const venues = (
  key: 'venue_type' | 'indoor_outdoor',
  value: string,
  name: string,
  titleSubject: string,
  seoDescription: string,
  keywords: string[],
  content: string,
): DemoFilter => ({ category: 'venues', key, value, name, titleSubject, seoDescription, keywords, content });

const one =
  (category: CategorySlug, key: FilterKey) =>
  (value: string, name: string, titleSubject: string, seoDescription: string, keywords: string[], content: string): DemoFilter => ({
    category,
    key,
    value,
    name,
    titleSubject,
    seoDescription,
    keywords,
    content,
  });

const photo = one('photographers', 'photography_style');
const plan = one('planners', 'planning_style');
const cater = one('caterers', 'catering_style');
const music = one('music', 'music_style');
const flor = one('florists', 'floral_style');

export const DEMO_FILTERS: readonly DemoFilter[] = [
  // ------------------------------------------------------------------------------------------ venues
  venues(
    'venue_type',
    'church',
    'Church Venues',
    'Church Wedding Venues',
    'Find church wedding venues in Upstate SC: historic sanctuaries, country chapels and mountain churches from Greenville and Spartanburg to the foothills.',
    ['church wedding venues', 'chapel weddings upstate sc', 'greenville church wedding', 'historic chapel wedding', 'sanctuary ceremony'],
    `<p>A church ceremony ties your wedding to something older than the day itself. The Upstate is rich in them: <strong>white clapboard country chapels</strong> along the Cherokee Foothills Scenic Highway, stone sanctuaries in downtown Greenville and Spartanburg, and small mountain churches near Table Rock where the windows frame the Blue Ridge.</p>
<h2>What to ask a church venue</h2>
<ul><li>Whether you need to be members, and whether outside officiants are welcome.</li><li>Rules on photography during the vows, flower petals, candles and amplified music.</li><li>How long the sanctuary is yours, including time for setup and family portraits.</li></ul>
<p>Many couples pair a church ceremony with a reception nearby, so look for a venue within a short drive and plan your guests' route. In the <em>summer</em>, ask about air conditioning: older sanctuaries in the foothills can run warm by mid-afternoon.</p>`,
  ),
  venues(
    'venue_type',
    'barn',
    'Barn Venues',
    'Barn Wedding Venues',
    'Browse barn wedding venues in Upstate SC, from restored farm barns near Travelers Rest to mountain-view lofts in the Blue Ridge foothills. Compare and book.',
    ['barn wedding venues', 'rustic barn wedding sc', 'farm wedding upstate', 'mountain view barn', 'travelers rest barn venue', 'country wedding'],
    `<p>Barn weddings are an Upstate signature. Between Travelers Rest, Landrum and the Pickens County foothills you will find <strong>restored dairy barns, timber-frame lofts and new-built barns with mountain views</strong>, most with lawns for the ceremony and room for a long farm-table dinner inside.</p>
<h3>Comfort matters</h3>
<p>South Carolina summers are warm and humid. Ask whether the barn is <strong>climate-controlled</strong> or uses big fans, where guests go if it rains, and whether there are proper restrooms rather than trailers. Gravel paths and grass are lovely, but plan flat shoes for grandparents and a shuttle from the parking field.</p>
<ul><li>Is the venue exclusive for the day, or are there two weddings each Saturday?</li><li>Can you bring your own caterer and bar service?</li><li>Is there a bridal suite and a separate space for the groom's party?</li></ul>`,
  ),
  venues(
    'venue_type',
    'ballroom',
    'Ballroom Venues',
    'Ballroom Wedding Venues',
    'Elegant ballroom wedding venues in Upstate SC: grand hotel ballrooms in downtown Greenville, event halls in Spartanburg and Anderson, all climate-controlled.',
    ['ballroom wedding venues', 'hotel wedding greenville sc', 'formal wedding reception', 'downtown greenville ballroom', 'black tie wedding'],
    `<p>A ballroom gives you a blank, elegant canvas: <strong>chandeliers, a proper dance floor and climate control</strong> no matter what July or a January ice storm brings. Downtown Greenville's hotels put your guests a short walk from Main Street and Falls Park on the Reedy, and Spartanburg and Anderson both have handsome event halls.</p>
<h3>Why couples choose a ballroom</h3>
<ul><li>Guest lodging, ceremony and reception under one roof.</li><li>In-house catering and bar, often with packages that keep budgets predictable.</li><li>Easy accessibility for older guests, with elevators and step-free entrances.</li></ul>
<p>Ask about <em>minimum food and beverage spends</em>, which dates carry lower minimums (Fridays, Sundays, January to March), and whether the room can be divided for a smaller guest list.</p>`,
  ),
  venues(
    'venue_type',
    'garden',
    'Garden Venues',
    'Garden Wedding Venues',
    'Discover garden wedding venues in Upstate SC: formal gardens, arboretum lawns and blooming estates in Greenville, Spartanburg and Clemson. Compare and book.',
    ['garden wedding venues', 'outdoor garden wedding sc', 'botanical garden wedding', 'estate garden ceremony', 'spring wedding upstate'],
    `<p>Garden venues let the season do the decorating. The Upstate has <strong>formal estate gardens, arboretum lawns near Clemson and hidden courtyard gardens</strong> in Greenville and Spartanburg, with azaleas and dogwoods in April, hydrangeas in June and blazing maples in late October.</p>
<h3>Timing your garden wedding</h3>
<p>Peak bloom is <strong>mid-April to early May</strong>, and those Saturdays book a year or more ahead. Autumn is the Upstate's other golden season, with milder humidity and long evening light. Ask each garden what is in flower for your date, and where the tent or indoor space goes if storms roll in off the mountains.</p>
<ul><li>Are there restrictions on amplified music or end times?</li><li>Can your florist add to the garden, or should they work with what grows?</li></ul>`,
  ),
  venues(
    'venue_type',
    'historic',
    'Historic Venues',
    'Historic Wedding Venues',
    'Historic wedding venues in Upstate SC: antebellum homes, restored mills and landmark buildings in Pendleton, Greenville, Spartanburg and beyond. Browse now.',
    ['historic wedding venues', 'plantation house wedding alternative', 'restored mill venue', 'pendleton historic district wedding', 'landmark wedding venue sc'],
    `<p>History gives a wedding a sense of place. Across the Upstate you can marry in <strong>restored textile mills with heart-pine floors</strong>, nineteenth-century homes in Pendleton's historic district, or landmark buildings in downtown Greenville and Spartanburg that have hosted celebrations for generations.</p>
<h3>Good questions for a historic property</h3>
<ul><li>Which rooms and grounds are included, and which are off limits?</li><li>Rules on candles, confetti, tape and décor that could mark old surfaces.</li><li>Accessibility: steps, narrow halls and whether there is a lift.</li></ul>
<p>Historic venues often work with a <em>preferred vendor list</em>, so ask early. The reward is a setting that needs little decoration and photographs beautifully in every season.</p>`,
  ),
  venues(
    'venue_type',
    'modern',
    'Modern Venues',
    'Modern Wedding Venues',
    'Modern wedding venues in Upstate SC: industrial lofts, rooftops and art-filled spaces in downtown Greenville and Spartanburg for stylish, urban celebrations.',
    ['modern wedding venues', 'industrial loft wedding', 'rooftop wedding greenville', 'urban wedding venue sc', 'minimalist wedding'],
    `<p>For couples who love clean lines and city energy, the Upstate's modern venues deliver: <strong>converted warehouses along the Swamp Rabbit Trail, rooftop terraces overlooking Main Street, and white-walled gallery spaces</strong> in Greenville's West End and downtown Spartanburg.</p>
<h3>Making a modern space feel warm</h3>
<p>Concrete floors and big windows are a striking backdrop. Plan <strong>lighting</strong> carefully (uplighting, candles, a draped ceiling) so the room glows after sunset, and ask about acoustics: hard surfaces carry sound, which matters for toasts and a live band.</p>
<ul><li>Parking and rideshare drop-off in a busy downtown.</li><li>Noise curfews for rooftop and patio spaces.</li><li>Whether the venue supplies tables and chairs or you rent them.</li></ul>`,
  ),
  venues(
    'venue_type',
    'rustic',
    'Rustic Venues',
    'Rustic Wedding Venues',
    'Rustic wedding venues in Upstate SC: mountain lodges, farm fields, creekside pavilions and cabins in the Blue Ridge foothills near Pickens and Cleveland.',
    ['rustic wedding venues', 'mountain lodge wedding sc', 'cabin wedding upstate', 'creekside wedding', 'woodland ceremony', 'foothills wedding'],
    `<p>Rustic venues trade polish for character: <strong>timber lodges, creekside pavilions, cabins under hardwoods and open farm fields</strong> with the Blue Ridge on the horizon. Around Pickens, Cleveland and Walhalla you are minutes from Table Rock, Jones Gap and countless waterfalls for first-look photos.</p>
<h3>Plan for the outdoors</h3>
<ul><li>Roads: some mountain venues have steep gravel drives, so ask about shuttles.</li><li>Lodging: cabins on site let your people stay the whole weekend.</li><li>Weather: a covered pavilion or tent is essential in the foothills, where afternoon storms build quickly.</li></ul>
<p>Rustic doesn't have to mean rough. Many foothills venues now offer <em>heated and cooled</em> reception spaces, proper kitchens for caterers and lovely bridal cabins.</p>`,
  ),
  venues(
    'venue_type',
    'other',
    'Unique Venues',
    'Unique Wedding Venues',
    'Unique wedding venues in Upstate SC: breweries, vineyards, mountaintop pavilions and lakeside boathouses for couples who want something unexpected. Browse.',
    ['unique wedding venues', 'brewery wedding greenville', 'vineyard wedding sc', 'lake keowee wedding', 'unconventional wedding venue'],
    `<p>Not every love story fits a ballroom or a barn. The Upstate has plenty of <strong>unexpected places to say "I do"</strong>: vineyard terraces in the foothills, brewery taprooms in Greenville and Spartanburg, boathouses on Lake Keowee and Lake Hartwell, and mountaintop pavilions with long views over three states.</p>
<h3>What to check at an unconventional venue</h3>
<ul><li>Is the space licensed for events, with insurance and a capacity limit?</li><li>Does it have a kitchen, restrooms and power for a band?</li><li>What happens to the public space on your day: is it closed to other guests?</li></ul>
<p>A planner or day-of coordinator is especially worth it here, because <em>unique</em> often means you bring in the tables, linens, lighting and rentals yourself.</p>`,
  ),
  venues(
    'indoor_outdoor',
    'indoor',
    'Indoor Venues',
    'Indoor Wedding Venues',
    'Indoor wedding venues in Upstate SC: ballrooms, historic halls, lofts and climate-controlled barns in Greenville, Spartanburg and Anderson. Weather-proof.',
    ['indoor wedding venues', 'climate controlled wedding venue', 'winter wedding sc', 'rain proof wedding', 'indoor reception greenville'],
    `<p>An indoor venue takes the weather off your worry list. Upstate summers bring heat and pop-up thunderstorms, and winter can bring a surprise ice day, so <strong>climate-controlled ballrooms, lofts, historic halls and enclosed barns</strong> are a popular, practical choice.</p>
<h3>Making indoors feel special</h3>
<ul><li>Look for big windows or doors that open to a terrace for golden-hour photos.</li><li>Ask whether ceremony and reception happen in the same room, and how long the flip takes.</li><li>Check ceiling height and rigging points if you dream of draping or hanging florals.</li></ul>
<p>Indoor venues are also kind to <em>Friday, Sunday and off-season</em> budgets, and many in downtown Greenville and Spartanburg sit within walking distance of guest hotels.</p>`,
  ),
  venues(
    'indoor_outdoor',
    'outdoor',
    'Outdoor Venues',
    'Outdoor Wedding Venues',
    'Outdoor wedding venues in Upstate SC: lakeside lawns on Keowee and Hartwell, mountain overlooks, gardens and farm fields under the Blue Ridge sky. Browse.',
    ['outdoor wedding venues', 'lake wedding sc', 'mountain wedding upstate', 'open air ceremony', 'lake hartwell wedding', 'lake keowee wedding'],
    `<p>The Upstate is made for outdoor weddings: <strong>lawns running down to Lake Keowee and Lake Hartwell, overlooks facing Table Rock and Caesars Head, wildflower fields and shaded gardens</strong>. Spring and autumn bring mild days and long light; summer evenings are warm and magical once the sun drops behind the ridge.</p>
<h3>Plan for comfort</h3>
<ul><li>Schedule summer ceremonies for the last two hours of daylight.</li><li>Offer fans, parasols, cold water and bug spray at the entrance.</li><li>Confirm restrooms, power for music and a flat spot for the dance floor.</li></ul>
<p>Always have a <em>plan B</em>: reserve a tent or an indoor space with the venue, and decide with your planner by a set hour the day before whether to use it.</p>`,
  ),
  venues(
    'indoor_outdoor',
    'outdoor_rain',
    'Outdoor with Rain Plan Venues',
    'Outdoor Wedding Venues with a Rain Plan',
    'Outdoor wedding venues in Upstate SC with a built-in rain plan: covered pavilions, tents and indoor backup spaces so a storm never spoils your ceremony.',
    ['outdoor wedding rain plan', 'covered pavilion wedding', 'tent wedding sc', 'rain backup venue', 'outdoor ceremony indoor backup'],
    `<p>Upstate weather is famously changeable: a bright May morning can turn into a thunderstorm by four o'clock. These venues give you the outdoor ceremony you dream of <strong>and a real, included rain plan</strong>, whether that is a covered pavilion, a sailcloth tent or an indoor hall a few steps away.</p>
<h3>What a good rain plan looks like</h3>
<ul><li>It is included in the price, not an expensive last-minute tent rental.</li><li>It holds your full guest count seated, not just standing.</li><li>There is a clear decision time and someone (the venue or your planner) who makes the call.</li></ul>
<p>Visit the backup space in person and imagine your day there. If you would be <em>happy</em> in it, you will stop checking the forecast every hour the week of the wedding.</p>`,
  ),
  venues(
    'indoor_outdoor',
    'both',
    'Indoor & Outdoor Venues',
    'Indoor & Outdoor Wedding Venues',
    'Indoor and outdoor wedding venues in Upstate SC: garden ceremonies with ballroom receptions, lawns beside barns, terraces that open onto mountain views.',
    ['indoor outdoor wedding venue', 'ceremony and reception venue', 'garden ceremony indoor reception', 'flexible wedding venue sc', 'all in one wedding venue'],
    `<p>The best of both: say your vows <strong>on a lawn, terrace or garden</strong>, then move inside for dinner and dancing in a climate-controlled room. Many Upstate venues, from foothills barns to downtown Greenville event spaces, are designed around this flow.</p>
<h3>Why couples love it</h3>
<ul><li>Outdoor photos and ceremony, indoor comfort for older guests and late-night dancing.</li><li>An automatic rain plan: the indoor space can host the ceremony if needed.</li><li>Cocktail hour can spill between the two, so guests mingle easily.</li></ul>
<p>Ask how long the <em>transition</em> takes, whether guests need to move while staff flip a room, and where the band or DJ sets up for each part of the day.</p>`,
  ),

  // ----------------------------------------------------------------------------------- photographers
  photo(
    'black_white',
    'Black & White Photographers',
    'Black & White Wedding Photographers',
    'Black and white wedding photographers in Upstate SC who capture timeless, emotional monochrome images, from Greenville chapels to Blue Ridge overlooks.',
    ['black and white wedding photography', 'monochrome wedding photographer', 'timeless wedding photos', 'greenville wedding photographer', 'classic wedding portraits'],
    `<p>Black and white strips a photograph to what matters: <strong>expression, light and shape</strong>. It turns a grandmother's tears, a groom's first look or a crowded dance floor into images that feel timeless the day you receive them.</p>
<h3>Is a black and white specialist right for you?</h3>
<p>Most photographers deliver some monochrome images, but specialists <strong>shoot for it</strong>, seeking contrast, shadow and texture: late sun through a chapel window in Spartanburg, mist on the Blue Ridge, the granite of Table Rock. Ask to see full galleries, not just highlights, to judge how they handle a whole day.</p>
<ul><li>Will you also receive colour versions of every image?</li><li>Do they offer film or a film-inspired edit?</li><li>Can they produce archival prints and albums?</li></ul>`,
  ),
  photo(
    'traditional',
    'Traditional Photographers',
    'Traditional Wedding Photographers',
    'Traditional wedding photographers in Upstate SC for classic posed portraits, family groupings and complete coverage of every moment from vows to send-off.',
    ['traditional wedding photographer', 'classic wedding portraits', 'family formal photos', 'posed wedding photography', 'upstate sc photographer'],
    `<p>Traditional photographers make sure nothing and no one is missed: <strong>every family grouping, the cake cutting, the bouquet toss and beautifully posed portraits</strong> of the two of you. If your grandparents' wedding album is a treasure, this is the style that builds the next one.</p>
<h3>Getting the most from a traditional session</h3>
<ul><li>Give your photographer a written family photo list with names, and a relative who knows everyone.</li><li>Allow 30–45 minutes for formals; a first look frees up time before the ceremony.</li><li>Pick portrait spots at your venue ahead of time, with a shaded option for summer.</li></ul>
<p>Many traditional photographers in Greenville and Spartanburg also offer <em>engagement sessions</em> at Falls Park or on the Clemson campus, a relaxed way to get comfortable in front of the camera.</p>`,
  ),
  photo(
    'photojournalistic',
    'Photojournalistic Photographers',
    'Photojournalistic Wedding Photographers',
    'Photojournalistic wedding photographers in Upstate SC who tell your day as it really happens: candid, unposed moments, laughter and honest emotion. Browse.',
    ['photojournalistic wedding photography', 'candid wedding photographer', 'wedding storytelling', 'unposed wedding photos', 'greenville sc candid photographer'],
    `<p>Photojournalistic photographers work like reporters: <strong>they watch, anticipate and capture moments as they unfold</strong>, without stopping the day to pose them. The result is a gallery that feels like your wedding really felt, from the nervous laugh before the aisle to the flower girl asleep under a table.</p>
<h3>How to spot a great storyteller</h3>
<ul><li>Ask for two or three complete weddings, start to finish.</li><li>Look for moments between the big moments: reactions, glances, hands.</li><li>Notice how they handle tricky light: dim receptions, midday sun, candlelit barns.</li></ul>
<p>Most storytellers still make time for a few portraits and family formals, so ask how they <em>balance</em> the two on a typical Upstate wedding day.</p>`,
  ),
  photo(
    'fine_art',
    'Fine Art Photographers',
    'Fine Art Wedding Photographers',
    'Fine art wedding photographers in Upstate SC creating airy, editorial, light-filled images with an artist\'s eye, from garden ceremonies to mountain vistas.',
    ['fine art wedding photographer', 'light and airy wedding photos', 'film wedding photography', 'artistic wedding photos sc', 'luxury wedding photographer'],
    `<p>Fine art photographers treat your wedding as a series of compositions: <strong>soft natural light, thoughtful framing and a consistent, often film-like palette</strong>. The images feel airy and romantic, with as much care given to the flowers and the tablescape as to the portraits.</p>
<h3>Light is everything</h3>
<p>Fine art work depends on light, so your photographer may suggest a <strong>golden-hour portrait window</strong>, a ceremony timed for soft afternoon sun, or a first look in open shade. In the Upstate, that might mean the gardens at your venue, a quiet ridge in the foothills or the lakeshore at Keowee as the sun sets.</p>
<ul><li>Do they shoot film, digital, or both?</li><li>How many edited images and what turnaround can you expect?</li><li>Are heirloom albums and fine art prints part of the collection?</li></ul>`,
  ),
  photo(
    'documentary',
    'Documentary Photographers',
    'Documentary Wedding Photographers',
    'Documentary wedding photographers in Upstate SC who record your whole day honestly, with minimal direction and a complete, chronological photo story of it.',
    ['documentary wedding photography', 'unobtrusive wedding photographer', 'real moments wedding', 'full day wedding coverage', 'documentary photographer sc'],
    `<p>Documentary photography is about <strong>truth and completeness</strong>. Your photographer blends in, directs as little as possible and records the day in order: getting ready, the ceremony, the toasts, the chaos of the dance floor, and the quiet minute you steal together at the end of the night.</p>
<h3>Why choose documentary coverage</h3>
<ul><li>You and your guests stay present instead of posing.</li><li>The gallery reads like a book of the day, including the people you didn't see.</li><li>It suits relaxed celebrations, micro weddings and big family reunions alike.</li></ul>
<p>Documentary coverage works best with <em>full-day</em> packages, so ask about hours, second shooters for large Upstate weddings, and how they handle the few posed family photos you'll still want.</p>`,
  ),
  photo(
    'editorial',
    'Editorial Photographers',
    'Editorial Wedding Photographers',
    'Editorial wedding photographers in Upstate SC bringing magazine-style direction, bold composition and fashion-inspired portraits to your whole wedding day.',
    ['editorial wedding photography', 'fashion wedding photographer', 'magazine style wedding photos', 'modern wedding photographer', 'styled wedding portraits'],
    `<p>Editorial photographers shoot your wedding like a <strong>magazine feature</strong>: confident direction, striking composition, bold use of light and shadow, and portraits that look as if they belong on a cover. Downtown Greenville's brick alleys, the Liberty Bridge and modern lofts make superb editorial backdrops.</p>
<h3>Getting editorial results</h3>
<ul><li>Build in 45–60 minutes for portraits, ideally split between afternoon and golden hour.</li><li>Share your outfits, florals and inspiration so your photographer can plan looks.</li><li>Trust the direction: editorial posing feels odd in the moment and looks effortless on the page.</li></ul>
<p>Many editorial photographers also cover the candid story, so ask how they <em>balance</em> styled portraits with the moments that happen on their own.</p>`,
  ),

  // ------------------------------------------------------------------------------------------ planners
  plan(
    'full_service',
    'Full Service Planners',
    'Full Service Wedding Planners',
    'Full service wedding planners in Upstate SC who handle everything from budget and venue search to design, vendors and the day itself. Meet local planners.',
    ['full service wedding planner', 'wedding planner greenville sc', 'luxury wedding planning', 'wedding design and planning', 'upstate wedding coordinator'],
    `<p>A full service planner is with you <strong>from the first budget spreadsheet to the last sparkler</strong>. They help set priorities, find and book the venue, recommend and manage every vendor, design the look of the day and run it so you never have to answer a question about chairs.</p>
<h3>What full service usually includes</h3>
<ul><li>Budget planning and tracking, with payment schedules for every vendor.</li><li>Venue scouting across the Upstate, from Lake Keowee to downtown Spartanburg.</li><li>Design, rentals, guest logistics, room blocks and transportation.</li><li>Rehearsal direction and a full team on the wedding day.</li></ul>
<p>Most full service planners take a limited number of weddings each year, so reach out <em>12–18 months</em> ahead for popular spring and autumn dates.</p>`,
  ),
  plan(
    'partial_planning',
    'Partial Planning Wedding Planners',
    'Partial Planning Wedding Planners',
    'Partial planning wedding planners in Upstate SC: expert guidance for couples who have started planning and want help with vendors, design and the day.',
    ['partial wedding planning', 'wedding planning help', 'month of coordinator', 'wedding planner sc', 'affordable wedding planner'],
    `<p>Partial planning suits couples who enjoy planning but want <strong>a professional in their corner</strong>. You may have booked the venue and a few vendors already; your planner fills the gaps, checks contracts, shapes the design and builds the timeline.</p>
<h3>A typical partial planning package</h3>
<ul><li>A set number of planning meetings, plus email and text support.</li><li>Vendor recommendations tailored to your budget and style.</li><li>Timeline, floor plan and vendor confirmations in the final months.</li><li>Full coordination on the wedding day and rehearsal direction.</li></ul>
<p>It is a great middle ground for Upstate couples planning from out of state, or anyone who wants <em>expert eyes</em> on the details without handing over every decision.</p>`,
  ),
  plan(
    'day_of',
    'Day of Coordination Planners',
    'Day of Wedding Coordinators',
    'Day of coordination planners in Upstate SC who take over your plans in the final weeks and run the wedding day, so your family can relax and celebrate.',
    ['day of wedding coordinator', 'month of coordination', 'wedding day coordinator greenville', 'wedding coordinator sc', 'affordable wedding coordination'],
    `<p>You have planned it; now let someone else <strong>run it</strong>. A day of coordinator (often called month-of) steps in four to eight weeks before the wedding, confirms every vendor, builds a minute-by-minute timeline and manages the day, so your mother and maid of honour aren't stuck carrying the extension cords.</p>
<h3>What they handle on the day</h3>
<ul><li>Vendor arrivals, setup and the flip from ceremony to reception.</li><li>Lining up the processional and cueing the music.</li><li>Emergencies: a missing boutonnière, a broken zipper, a passing storm.</li></ul>
<p>Day of coordination is one of the best-value services in wedding planning, and many <em>Upstate venues</em> now require a coordinator for weekend events.</p>`,
  ),
  plan(
    'destination',
    'Destination Wedding Planners',
    'Destination Wedding Planners',
    'Destination wedding planners in Upstate SC for couples marrying in the Blue Ridge, on the lakes or in Greenville from afar, with welcome weekends and travel.',
    ['destination wedding planner', 'mountain destination wedding', 'lake keowee destination wedding', 'blue ridge wedding planner', 'out of state wedding planning'],
    `<p>The Upstate has become a <strong>destination in its own right</strong>: couples fly into GSP from across the country to marry on Lake Keowee, in the Blue Ridge foothills or in walkable downtown Greenville. A destination planner makes that possible when you live hundreds of miles away.</p>
<h3>Beyond the wedding day</h3>
<ul><li>Welcome parties, rehearsal dinners and farewell brunches.</li><li>Guest travel: room blocks, shuttles from GSP, lake-house rentals.</li><li>Welcome bags stocked with local treats and a weekend guide.</li><li>Video venue tours and vendor meetings when you can't visit.</li></ul>
<p>A good destination planner is your <em>eyes on the ground</em>: ask how they communicate, how often they'll visit the venue for you, and how they handle weather on a lake or mountain.</p>`,
  ),

  // ------------------------------------------------------------------------------------------ caterers
  cater(
    'plated',
    'Plated Caterers',
    'Plated Wedding Caterers',
    'Plated wedding caterers in Upstate SC serving elegant multi-course dinners with seasonal Carolina ingredients, polished service and chef-driven menus.',
    ['plated wedding dinner', 'wedding caterer greenville sc', 'formal wedding menu', 'seated dinner catering', 'farm to table wedding'],
    `<p>A plated dinner is the most <strong>elegant and orderly</strong> way to feed your guests: everyone seated, courses arriving together, and a chef-driven menu that can showcase the best of Upstate farms, from Carolina trout to local greens and late-summer peaches.</p>
<h3>Planning a plated menu</h3>
<ul><li>Offer two or three entrée choices and collect them with your RSVPs.</li><li>Print escort cards with a discreet mark for each guest's choice.</li><li>Plan for dietary needs: vegetarian, vegan and gluten-free plates.</li></ul>
<p>Plated service needs more staff, so expect a higher per-person cost than a buffet. Ask for a <em>tasting</em>, the ratio of servers to guests, and whether linens, china and glassware are included.</p>`,
  ),
  cater(
    'buffet',
    'Buffet Caterers',
    'Buffet Wedding Caterers',
    'Buffet wedding caterers in Upstate SC: generous Southern spreads, BBQ and carving stations that keep your guests happy and your catering budget in check.',
    ['wedding buffet catering', 'southern wedding buffet', 'bbq wedding catering sc', 'affordable wedding catering', 'carving station wedding'],
    `<p>A buffet says <strong>come in, get comfortable, and have seconds</strong>. It is the heart of many Upstate weddings: pulled pork and smoked chicken, mac and cheese, green beans with country ham, biscuits, and a carving station for the uncles.</p>
<h3>Keeping the line moving</h3>
<ul><li>Use double-sided buffets for more than 120 guests.</li><li>Release tables one at a time so no one waits too long.</li><li>Consider attended stations, where staff serve, to control portions and look polished.</li></ul>
<p>Buffets are usually the <em>most budget-friendly</em> full-dinner option and suit barns, lake lawns and backyard celebrations, with plenty of choice for picky eaters and kids.</p>`,
  ),
  cater(
    'family_style',
    'Family Style Caterers',
    'Family Style Wedding Caterers',
    'Family style wedding caterers in Upstate SC: shared platters passed along long farm tables for a warm, generous, Southern supper shared with all your guests.',
    ['family style wedding dinner', 'farm table wedding catering', 'shared platters wedding', 'southern supper wedding', 'family style caterer sc'],
    `<p>Family style service brings the <strong>Southern supper table</strong> to your wedding: platters and bowls passed hand to hand along long farm tables, guests serving each other, conversation flowing. It pairs beautifully with barns, lake houses and garden tents.</p>
<h3>Planning tips</h3>
<ul><li>Long rectangular tables work best; leave room for platters between centrepieces.</li><li>Choose dishes that travel well: roasted chicken, braised short ribs, seasonal vegetables, cornbread.</li><li>Ask how many platters per table and how refills are handled.</li></ul>
<p>Family style sits between a buffet and plated dinner in price, and feels <em>abundant</em>: a warm way to welcome two families to one table.</p>`,
  ),
  cater(
    'cocktail',
    'Cocktail Reception Caterers',
    'Cocktail Reception Caterers',
    'Cocktail reception caterers in Upstate SC: passed hors d\'oeuvres, grazing tables and food stations for stylish, mingling receptions and evening parties.',
    ['cocktail reception catering', 'heavy hors d oeuvres wedding', 'grazing table wedding', 'food stations wedding sc', 'wedding appetizers greenville'],
    `<p>A cocktail-style reception keeps your guests <strong>mingling and the energy high</strong>: passed bites, a generous grazing table and chef-attended stations instead of a seated dinner. It is perfect for evening weddings, downtown Greenville venues and couples who want more dancing and less sitting.</p>
<h3>How much food is enough?</h3>
<ul><li>For a full evening, plan 10–14 bites per guest, plus stations.</li><li>Mix hearty options (sliders, shrimp and grits cups) with lighter ones.</li><li>Provide plenty of seating, even if not everyone has an assigned seat.</li></ul>
<p>Ask your caterer about <em>late-night snacks</em> too: biscuits, tacos or a hot chicken slider at 10 p.m. are an Upstate crowd favourite.</p>`,
  ),
  cater(
    'food_truck',
    'Food Truck Caterers',
    'Food Truck Wedding Caterers',
    'Food truck wedding caterers in Upstate SC: wood-fired pizza, tacos, BBQ and dessert trucks for relaxed, fun receptions and late-night bites. Browse local.',
    ['food truck wedding', 'wood fired pizza wedding', 'taco truck wedding sc', 'late night wedding food', 'casual wedding catering'],
    `<p>Food trucks bring <strong>fun, flavour and a festival feel</strong> to a wedding. Greenville and Spartanburg have a thriving truck scene: wood-fired pizza, street tacos, smoked BBQ, crêpes, and ice cream for a summer send-off.</p>
<h3>Making a food truck work</h3>
<ul><li>Check that your venue allows trucks and has level, reachable parking near the party.</li><li>Plan one truck per 75–100 guests to keep lines short, or pre-set a limited menu.</li><li>Confirm permits, insurance, power and what they do with waste.</li></ul>
<p>Trucks are brilliant as a <em>late-night surprise</em> too, rolling up at 9:30 p.m. when the dancing has worked up an appetite.</p>`,
  ),

  // ---------------------------------------------------------------------------------------------- music
  music(
    'dj',
    'Wedding DJs',
    'Wedding DJs',
    'Wedding DJs in Upstate SC who read the room, keep the dance floor full and handle ceremony sound, announcements and lighting. Compare local DJs and book.',
    ['wedding dj greenville sc', 'wedding dj upstate', 'dj and mc wedding', 'ceremony sound system', 'dance floor lighting'],
    `<p>A great wedding DJ is <strong>part musician, part master of ceremonies, part stage manager</strong>. They keep the timeline moving, introduce the wedding party, cue the first dance and read the room so grandparents and college friends are all on the floor by the end of the night.</p>
<h3>What to ask a DJ</h3>
<ul><li>Do they provide ceremony sound and wireless microphones for vows and toasts?</li><li>How do they handle must-play and do-not-play lists, and guest requests?</li><li>Is uplighting, a dance-floor wash or a monogram light included?</li><li>Do they have backup equipment in the van?</li></ul>
<p>Meet your DJ before booking. Personality matters: they will hold the microphone for <em>hours</em> of your day.</p>`,
  ),
  music(
    'live_band',
    'Live Bands',
    'Live Wedding Bands',
    'Live wedding bands in Upstate SC playing Motown, beach music, country and today\'s hits with energy that fills the dance floor from first song to send-off.',
    ['live wedding band sc', 'wedding band greenville', 'beach music band wedding', 'motown wedding band', 'cover band wedding'],
    `<p>Nothing fills a dance floor like a <strong>live band</strong>: horns, harmonies and a singer who pulls your aunt up for "Shout". Upstate bands range from tight four-piece groups to twelve-piece show bands, with plenty of <em>beach music</em> and shag classics for Carolina crowds.</p>
<h3>Before you book</h3>
<ul><li>Watch a live video or see them play a public show.</li><li>Confirm the space, power and load-in needs at your venue.</li><li>Ask whether they provide DJ music during breaks and cocktail hour.</li><li>Check sound limits at downtown or residential venues.</li></ul>
<p>Bands book early for peak Saturdays in April, May, September and October, so secure yours soon after the venue.</p>`,
  ),
  music(
    'acoustic',
    'Acoustic Musicians',
    'Acoustic Wedding Musicians',
    'Acoustic wedding musicians in Upstate SC: guitar, vocals and folk duos for ceremonies, cocktail hours and intimate receptions with a warm, personal sound.',
    ['acoustic wedding musician', 'wedding guitarist sc', 'ceremony singer', 'folk wedding music', 'cocktail hour music greenville'],
    `<p>An acoustic guitarist or singer-songwriter duo brings a <strong>warm, personal sound</strong> that suits the Upstate's gardens, lake lawns and mountain overlooks. They are ideal for ceremonies and cocktail hours, and for intimate weddings where a big sound system would feel out of place.</p>
<h3>Ideas for acoustic music</h3>
<ul><li>A stripped-down version of your favourite song for the processional.</li><li>Bluegrass and folk standards for a foothills barn.</li><li>Singer-songwriter covers during dinner, then a DJ for dancing.</li></ul>
<p>Ask whether they need power at the ceremony site (many play unamplified for small groups), and whether they can learn a <em>special request</em> in time.</p>`,
  ),
  music(
    'classical',
    'Classical Musicians',
    'Classical Wedding Musicians',
    'Classical wedding musicians in Upstate SC: pianists, harpists, organists and chamber players for elegant ceremonies, from church sanctuaries to gardens.',
    ['classical wedding music', 'wedding harpist sc', 'wedding pianist greenville', 'church organist wedding', 'ceremony musicians'],
    `<p>Classical musicians give a ceremony <strong>grace and gravity</strong>: a harp in a garden, a grand piano in a ballroom, an organ filling a stone sanctuary. Many Upstate players trained at Furman, Converse and Clemson and know the standards as well as modern pieces arranged for classical instruments.</p>
<h3>Choosing your pieces</h3>
<ul><li>Prelude music as guests arrive (15–30 minutes).</li><li>A processional for the wedding party and a separate entrance piece for the bride.</li><li>A joyful recessional, then light music for cocktail hour.</li></ul>
<p>Ask for a <em>repertoire list</em> with recordings, and whether they can arrange a pop or country favourite for your walk down the aisle.</p>`,
  ),
  music(
    'string_quartet',
    'String Quartets',
    'Wedding String Quartets',
    'Wedding string quartets in Upstate SC, plus trios and duos, for ceremonies and cocktail hours, playing classical favourites and pop songs newly rearranged.',
    ['wedding string quartet', 'string trio wedding sc', 'violin wedding ceremony', 'pop songs string quartet', 'cocktail hour strings'],
    `<p>A string quartet (two violins, viola and cello) is the <strong>classic sound of a wedding ceremony</strong>, rich enough for a large sanctuary and delicate enough for a garden. Many Upstate ensembles also offer trios and duos to fit smaller budgets and spaces.</p>
<h3>Not just Pachelbel</h3>
<p>Today's quartets play <strong>pop, rock and country arrangements</strong> alongside Bach and Vivaldi, so your walk down the aisle can be a string version of a song you love. Ask for their arrangement list and whether a custom arrangement is possible.</p>
<ul><li>Outdoor ceremonies need shade and a backup: strings are sensitive to heat, sun and humidity.</li><li>Book them for cocktail hour too; it is often a small add-on.</li></ul>`,
  ),
  music(
    'jazz',
    'Jazz Bands',
    'Jazz Wedding Bands',
    'Jazz wedding bands and combos in Upstate SC for swinging cocktail hours, elegant dinners and dance sets, from smooth standards to New Orleans brass bands.',
    ['jazz wedding band', 'jazz trio wedding sc', 'swing band wedding', 'cocktail hour jazz', 'new orleans brass band wedding'],
    `<p>Jazz brings <strong>instant sophistication</strong>: a piano trio during cocktails, a swinging combo through dinner, or a New Orleans-style brass band leading a second line out of the ceremony. It suits downtown Greenville ballrooms and historic homes especially well.</p>
<h3>Ways to use jazz</h3>
<ul><li>A trio or quartet for cocktails and dinner, then a DJ for dancing.</li><li>A full swing band for a vintage-inspired reception.</li><li>A brass band for a grand exit or a parade between ceremony and reception.</li></ul>
<p>Ask about <em>vocals</em>, set lengths and breaks, and whether they'll learn your first-dance standard.</p>`,
  ),

  // -------------------------------------------------------------------------------------------- florists
  flor(
    'romantic',
    'Romantic Florists',
    'Romantic Wedding Florists',
    'Romantic wedding florists in Upstate SC designing lush garden roses, peonies and soft blush palettes for dreamy bouquets, arches and candlelit tables.',
    ['romantic wedding flowers', 'garden rose bouquet', 'peony wedding flowers', 'blush wedding florals', 'wedding florist greenville sc'],
    `<p>Romantic florals are <strong>soft, lush and full of movement</strong>: garden roses, peonies, ranunculus and sweet peas in blush, ivory and champagne, spilling from bouquets and arches and surrounded by candlelight.</p>
<h3>Seasonal romance in the Upstate</h3>
<ul><li><strong>Spring:</strong> peonies, ranunculus, tulips and local sweet peas.</li><li><strong>Summer:</strong> garden roses, lisianthus and hydrangeas.</li><li><strong>Autumn:</strong> dahlias from Upstate growers, in blush and café au lait.</li></ul>
<p>Share photos of what you love, your palette and your venue with your florist. A good designer will suggest where to <em>splurge</em> (the bouquet, the ceremony backdrop) and where to save (bud vases, greenery runners).</p>`,
  ),
  flor(
    'modern',
    'Modern Florists',
    'Modern Wedding Florists',
    'Modern wedding florists in Upstate SC creating sculptural, architectural designs with bold colour, negative space and unexpected blooms for stylish weddings.',
    ['modern wedding flowers', 'sculptural floral design', 'minimalist wedding florals', 'bold color wedding flowers', 'contemporary florist sc'],
    `<p>Modern floral design is <strong>sculptural and intentional</strong>: fewer varieties used boldly, negative space, unexpected colour and installations that feel like art. It shines in lofts, galleries and contemporary venues in downtown Greenville and Spartanburg.</p>
<h3>Modern ideas</h3>
<ul><li>A single-variety bouquet: all calla lilies, all orchids, all anthurium.</li><li>Floating or suspended installations above the head table.</li><li>Monochrome palettes, or a punch of colour against white walls.</li></ul>
<p>Modern work can be <em>budget-friendly</em>, since fewer stems go further. Ask your florist which statement piece will make the biggest impact in your space.</p>`,
  ),
  flor(
    'rustic',
    'Rustic Florists',
    'Rustic Wedding Florists',
    'Rustic wedding florists in Upstate SC: wildflowers, greenery, cotton and sunflowers in mason jars and wooden boxes, perfect for barns and mountain venues.',
    ['rustic wedding flowers', 'barn wedding florals', 'mason jar centerpieces', 'sunflower wedding', 'country wedding florist sc'],
    `<p>Rustic florals feel <strong>gathered from the field</strong>: sunflowers, cotton stems, eucalyptus, baby's breath and whatever is blooming on Upstate farms, set in mason jars, wooden boxes and galvanised buckets. They are made for barn receptions and foothills lodges.</p>
<h3>Rustic done beautifully</h3>
<ul><li>Mix textures: seeded eucalyptus, wheat, berries and dried grasses.</li><li>Drape greenery runners along long farm tables with candles in between.</li><li>Use local, seasonal flowers: they cost less and last longer in summer heat.</li></ul>
<p>Ask your florist whether they <em>grow their own</em>: several Upstate designers have cutting gardens in Pickens and Oconee counties.</p>`,
  ),
  flor(
    'wild',
    'Wildflower Florists',
    'Wildflower & Garden-Style Florists',
    'Wildflower and garden-style florists in Upstate SC designing loose, airy arrangements with meadow blooms, vines and seasonal stems from local flower farms.',
    ['wildflower wedding bouquet', 'garden style florals', 'meadow wedding flowers', 'local flower farm wedding', 'organic wedding florist'],
    `<p>Wild, garden-style florals look <strong>just gathered from a meadow</strong>: airy, asymmetrical, full of movement, with trailing vines, grasses and seasonal blooms. Upstate flower farms supply cosmos, zinnias, scabiosa and dahlias from late spring to the first frost.</p>
<h3>Why choose a wildflower designer</h3>
<ul><li>Locally grown stems are fresher, sturdier and more sustainable.</li><li>Arrangements feel natural at lake lawns, gardens and mountain overlooks.</li><li>Designers can mirror what grows at your venue for a seamless look.</li></ul>
<p>Flexibility helps: tell your florist your <em>palette and mood</em> rather than exact flowers, and let them choose the best stems of the week.</p>`,
  ),
  flor(
    'classic',
    'Classic Florists',
    'Classic Wedding Florists',
    'Classic wedding florists in Upstate SC creating timeless roses, hydrangeas and lilies in elegant white, ivory and green for church and ballroom weddings.',
    ['classic wedding flowers', 'white rose bouquet', 'elegant wedding florals', 'traditional wedding florist', 'church wedding flowers sc'],
    `<p>Classic florals never go out of style: <strong>white and ivory roses, hydrangeas, calla lilies, stephanotis and lush greenery</strong>, arranged with symmetry and polish. They suit church ceremonies, ballroom receptions and historic homes across the Upstate.</p>
<h3>Classic essentials</h3>
<ul><li>A round or cascading bridal bouquet, with matching boutonnières and corsages.</li><li>Altar arrangements or pew markers for the ceremony.</li><li>Tall centrepieces mixed with low ones for a formal reception.</li></ul>
<p>Many classic designers also <em>repurpose</em> ceremony flowers for the reception, a smart way to stretch the budget.</p>`,
  ),
  flor(
    'boho',
    'Boho Florists',
    'Boho Wedding Florists',
    'Boho wedding florists in Upstate SC designing pampas grass, dried florals, palms and earthy tones for free-spirited weddings in gardens, lakes and barns.',
    ['boho wedding flowers', 'pampas grass wedding', 'dried flower bouquet', 'bohemian wedding florist', 'earthy wedding florals'],
    `<p>Boho florals are <strong>earthy, textural and relaxed</strong>: pampas grass, dried palms, bunny tails, protea and bleached ferns in terracotta, rust and sand, often with macramé and rattan. They suit free-spirited weddings in gardens, on the lakes and in barns.</p>
<h3>The beauty of dried florals</h3>
<ul><li>They don't wilt in July heat, so they are ideal for outdoor Upstate summers.</li><li>You can keep your bouquet for years.</li><li>Designers can prepare them early, which helps for destination weekends.</li></ul>
<p>Mix dried elements with a few <em>fresh</em> blooms (roses, carnations, orchids) for softness and scent.</p>`,
  ),
];
