type Vars = Record<string, string | undefined>;
export function uploadPluginConfig(vars?: Vars): {
  provider: 'aws-s3';
  providerOptions: {
    baseUrl?: string;
    rootPath?: string;
    s3Options: {
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      credentials?: { accessKeyId: string; secretAccessKey: string };
      params: { Bucket: string; ACL: string | undefined };
    };
  };
} | null;
export function mediaBaseUrl(vars?: Vars): string | null;
export function mediaCspSources(vars?: Vars): string[];
