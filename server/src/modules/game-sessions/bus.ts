import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { BusTransport } from './bus-transport';
import { type CommandResult, PendingReplies } from './commands';
import { ACK_ERRORS, type Command, commandSchema } from './protocol';

// Command routing between API instances: a command for a game server goes to the instance holding its
// socket (delivered directly when that is this instance), and the result comes back to the sender.
// Instances also announce new connections so an older socket for the same clientId elsewhere is closed,
// and revoked game-server credentials so their connections close wherever they are held.

const resultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('ok') }),
  z.object({ outcome: z.literal('refused'), error: z.enum(ACK_ERRORS), message: z.string().optional() }),
  z.object({ outcome: z.literal('timeout') }),
  z.object({ outcome: z.literal('offline') }),
]);

const busMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('command'),
    to: z.string(),
    from: z.string(),
    requestId: z.string(),
    clientId: z.string(),
    timeoutMs: z.int().positive(),
    command: commandSchema,
  }),
  z.object({ kind: z.literal('result'), to: z.string(), requestId: z.string(), result: resultSchema }),
  z.object({ kind: z.literal('connected'), from: z.string(), clientId: z.string(), socketId: z.string() }),
  z.object({ kind: z.literal('revoked'), from: z.string(), credentialIds: z.array(z.int().positive()) }),
]);
type BusMessage = z.infer<typeof busMessageSchema>;

/** What the bus needs from the gateway of its own instance. */
export interface LocalGateway {
  deliver(clientId: string, command: Command, timeoutMs: number): Promise<CommandResult>;
  /** Another instance accepted a newer connection for this clientId. */
  replacedElsewhere(clientId: string, socketId: string): void;
  /** These game-server credentials were revoked: their connections go. */
  credentialsRevoked(credentialIds: readonly number[]): void;
}

/** Extra time a sender waits beyond the holder's own ack deadline, for the two NOTIFY hops. */
const TRANSIT_MARGIN_MS = 1_000;

export class CommandBus {
  private readonly results = new PendingReplies<CommandResult>();
  private transport: BusTransport | null = null;

  constructor(
    readonly instanceId: string,
    private readonly gateway: LocalGateway,
    private readonly log: FastifyBaseLogger,
  ) {}

  attach(transport: BusTransport): void {
    this.transport = transport;
  }

  /** Sends a command to the game server on instance `holder`; resolves with its outcome, never rejects. */
  async send(holder: string, clientId: string, command: Command, timeoutMs: number): Promise<CommandResult> {
    if (holder === this.instanceId) return this.gateway.deliver(clientId, command, timeoutMs);
    const requestId = randomUUID();
    const reply = this.results.wait(requestId, timeoutMs + TRANSIT_MARGIN_MS, { outcome: 'timeout' });
    const sent = await this.publish({
      kind: 'command',
      to: holder,
      from: this.instanceId,
      requestId,
      clientId,
      timeoutMs,
      command,
    });
    if (!sent) this.results.settle(requestId, { outcome: 'offline' });
    return reply;
  }

  announceConnected(clientId: string, socketId: string): void {
    void this.publish({ kind: 'connected', from: this.instanceId, clientId, socketId });
  }

  /** Closes the connections of revoked credentials here at once and on every other instance. */
  announceRevoked(credentialIds: number[]): void {
    this.gateway.credentialsRevoked(credentialIds);
    void this.publish({ kind: 'revoked', from: this.instanceId, credentialIds });
  }

  /** Handles one NOTIFY payload; anything unexpected is logged and dropped. */
  receive(payload: string): void {
    let message: BusMessage;
    try {
      message = busMessageSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'game-server bus: dropped an unreadable message');
      return;
    }
    if (message.kind === 'connected') {
      if (message.from !== this.instanceId)
        this.gateway.replacedElsewhere(message.clientId, message.socketId);
    } else if (message.kind === 'revoked') {
      if (message.from !== this.instanceId) this.gateway.credentialsRevoked(message.credentialIds);
    } else if (message.kind === 'result') {
      if (message.to === this.instanceId) this.results.settle(message.requestId, message.result);
    } else if (message.to === this.instanceId) {
      void this.gateway
        .deliver(message.clientId, message.command, message.timeoutMs)
        .then((result) =>
          this.publish({ kind: 'result', to: message.from, requestId: message.requestId, result }),
        );
    }
  }

  close(): void {
    this.results.settleAll({ outcome: 'offline' });
  }

  private async publish(message: BusMessage): Promise<boolean> {
    if (!this.transport) return false;
    try {
      await this.transport.publish(JSON.stringify(message));
      return true;
    } catch (error) {
      this.log.error({ err: error }, 'game-server bus: publish failed');
      return false;
    }
  }
}
