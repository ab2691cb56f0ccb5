export interface DemoProcess {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  required: boolean;
  ports: { port: number; host: string; variable: string }[];
}
export function demoProcesses(env: NodeJS.ProcessEnv): DemoProcess[];
export function portBusy(port: number, host: string): Promise<boolean>;
export function busyPortMessages(processes: DemoProcess[]): Promise<string[]>;
export function demoHelperToken(dataDir: string): { token: string; created: boolean };
