// A Slack channel id as Slack shows it under "channel details": C (public) or G (private, older
// workspaces) followed by upper-case letters and digits, 9 to 12 characters in all.
const SLACK_CHANNEL_ID = /^[CG][A-Z0-9]{8,11}$/;

export const isSlackChannelId = (value: string): boolean => SLACK_CHANNEL_ID.test(value);
