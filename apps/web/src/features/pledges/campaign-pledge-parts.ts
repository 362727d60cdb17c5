// What the campaign page loads of monthly giving, as one lazy chunk: the Monthly form (when a
// donor picks Monthly) and a signed-in donor's gifts to the campaign (decision 089: nothing of it
// is part of a visitor's first load).
export { CampaignPledges } from './components/campaign-pledges';
export { PledgeForm } from './components/pledge-form';
