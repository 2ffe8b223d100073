/**
 * Chat moderation over HTTP (ADR 0064): filing a report, the moderators' reports, context, deletions and mutes,
 * and students' blocks. Each admin action names its target and verb for the activity log
 * (`schoolPolicies.moderateChat`: "{actor} {verb} {target}").
 */
import {
  blockInput,
  chatBlocksResponse,
  chatMuteResponse,
  chatMutesResponse,
  chatReportContextResponse,
  chatReportResponse,
  chatReportsQuery,
  chatReportsResponse,
  chatTexts,
  messageResponse,
  muteDurationLabels,
  muteInput,
  reportMessageInput,
  updateChatReportInput,
} from '@chalkline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../../http/auth.js';
import type { ChatModerationService } from './chat-moderation.service.js';

const byMessage = z.object({ key: z.uuid('Message not found') });
const byReport = z.object({ key: z.uuid('Report not found') });
const byPerson = z.object({ userKey: z.uuid('Person not found') });
const reportVerbs = { OPEN: 'reopened', HANDLED: 'handled', DISMISSED: 'dismissed' };

export const chatModerationRoutes =
  (moderation: ChatModerationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/chat/messages/:key/report',
      {
        config: { permission: 'signedIn' },
        schema: { params: byMessage, body: reportMessageInput, response: { 201: messageResponse } },
      },
      async (request, reply) => {
        await moderation.report(requireViewer(request), request.params.key, request.body.reason);
        return reply.status(201).send({ message: chatTexts.reported });
      },
    );
    app.get(
      '/admin/chat/reports',
      // The admin permission behind the rule `chat.readReported` (only admins may read reports).
      {
        config: { permission: 'schoolPolicies.access' },
        schema: { querystring: chatReportsQuery, response: { 200: chatReportsResponse } },
      },
      async (request) => ({
        data: { reports: await moderation.reports(requireViewer(request), request.query.status) },
      }),
    );
    app.patch(
      '/admin/chat/reports/:key',
      {
        config: { permission: 'schoolPolicies.moderateChat' },
        schema: { params: byReport, body: updateChatReportInput, response: { 200: chatReportResponse } },
      },
      async (request) => {
        const report = await moderation.updateReport(requireViewer(request), request.params.key, request.body);
        request.activityTarget = {
          kind: 'chat report',
          id: report.key,
          label: `the chat report on ${report.message.from}’s message “${report.message.text.slice(0, 60)}”`,
          verb: reportVerbs[report.status],
          details: report.note ? { note: report.note } : undefined,
        };
        return { data: { report } };
      },
    );
    app.get(
      '/admin/chat/reports/:key/context',
      {
        config: { permission: 'schoolPolicies.access' },
        schema: { params: byReport, response: { 200: chatReportContextResponse } },
      },
      async (request) => ({ data: await moderation.context(requireViewer(request), request.params.key) }),
    );
    app.delete(
      '/admin/chat/messages/:key',
      {
        config: { permission: 'schoolPolicies.moderateChat' },
        schema: { params: byMessage, response: { 200: messageResponse } },
      },
      async (request) => {
        const deleted = await moderation.deleteMessage(requireViewer(request), request.params.key);
        request.activityTarget = { kind: 'chat message', id: deleted.key, label: deleted.label, verb: 'deleted' };
        return { message: 'The message was deleted for everyone' };
      },
    );
    app.get(
      '/admin/chat/mutes',
      { config: { permission: 'schoolPolicies.access' }, schema: { response: { 200: chatMutesResponse } } },
      async (request) => ({ data: { mutes: await moderation.mutes(requireViewer(request)) } }),
    );
    app.post(
      '/admin/chat/mutes',
      {
        config: { permission: 'schoolPolicies.moderateChat' },
        schema: { body: muteInput, response: { 200: chatMuteResponse } },
      },
      async (request) => {
        const mute = await moderation.mute(requireViewer(request), request.body);
        const length = muteDurationLabels[request.body.minutes as keyof typeof muteDurationLabels];
        request.activityTarget = {
          kind: 'chat mute',
          id: mute.key,
          label: `${mute.name} in the chat for ${length}`,
          verb: 'muted',
          details: { until: mute.until, ...(mute.reason ? { reason: mute.reason } : {}) },
        };
        return { data: { mute } };
      },
    );
    app.delete(
      '/admin/chat/mutes/:userKey',
      {
        config: { permission: 'schoolPolicies.moderateChat' },
        schema: { params: byPerson, response: { 200: messageResponse } },
      },
      async (request) => {
        const name = await moderation.unmute(requireViewer(request), request.params.userKey);
        request.activityTarget = {
          kind: 'chat mute',
          id: request.params.userKey,
          label: `${name} in the chat`,
          verb: 'unmuted',
        };
        return { message: 'They can write in the chat again' };
      },
    );

    app.get(
      '/chat/blocks',
      { config: { permission: 'chat.block' }, schema: { response: { 200: chatBlocksResponse } } },
      async (request) => ({ data: { blocked: await moderation.blocks(requireViewer(request)) } }),
    );
    app.post(
      '/chat/blocks',
      { config: { permission: 'chat.block' }, schema: { body: blockInput, response: { 200: messageResponse } } },
      async (request) => {
        await moderation.block(requireViewer(request), request.body.with);
        return { message: 'Blocked. Neither of you can message the other until you unblock them.' };
      },
    );
    app.delete(
      '/chat/blocks/:userKey',
      { config: { permission: 'chat.block' }, schema: { params: byPerson, response: { 200: messageResponse } } },
      async (request) => {
        await moderation.unblock(requireViewer(request), request.params.userKey);
        return { message: 'Unblocked. You can message each other again.' };
      },
    );
  };
