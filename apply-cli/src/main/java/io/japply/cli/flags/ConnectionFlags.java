package io.japply.cli.flags;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * kubectl's global flags (kubectl options) beyond the kubeconfig, context and namespace: each means
 * what it means in kubectl. Those that only tune kubectl's Go runtime (its logs and profiler) are
 * accepted and change nothing (docs/differences.md).
 */
public final class ConnectionFlags {
    @Option(names = {"-s", "--server"}, paramLabel = "URL", description = "The address and port of the API server"
            + " (instead of the kubeconfig's).")
    public String server;

    @Option(names = "--cluster", paramLabel = "NAME", description = "The kubeconfig cluster to use (instead of the context's).")
    public String cluster;

    @Option(names = "--user", paramLabel = "NAME", description = "The kubeconfig user to use (instead of the context's).")
    public String user;

    @Option(names = "--token", paramLabel = "TOKEN", description = "Bearer token for authentication to the API server.")
    public String token;

    @Option(names = "--username", paramLabel = "NAME", description = "Username for basic authentication to the API server.")
    public String username;

    @Option(names = "--password", paramLabel = "PASSWORD", description = "Password for basic authentication to the API server.")
    public String password;

    @Option(names = "--certificate-authority", paramLabel = "FILE", description = "A CA certificate file to check the server's certificate with.")
    public String certificateAuthority;

    @Option(names = "--client-certificate", paramLabel = "FILE", description = "A client certificate file for TLS.")
    public String clientCertificate;

    @Option(names = "--client-key", paramLabel = "FILE", description = "A client key file for TLS.")
    public String clientKey;

    @Option(names = "--insecure-skip-tls-verify", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Do not check the server's certificate (insecure).")
    public boolean insecureSkipTlsVerify;

    @Option(names = "--tls-server-name", paramLabel = "NAME", description = "The name the server's certificate must hold,"
            + " if not the server address's host.")
    public String tlsServerName;

    @Option(names = "--as", paramLabel = "USER", description = "Username to impersonate (a user or system:serviceaccount:NS:NAME).")
    public String as;

    @Option(names = "--as-group", paramLabel = "GROUP", description = "Group to impersonate (repeatable).")
    public List<String> asGroups = new ArrayList<>();

    @Option(names = "--as-uid", paramLabel = "UID", description = "UID to impersonate.")
    public String asUid;

    @Option(names = "--as-user-extra", paramLabel = "KEY=VALUE", description = "An extra field of the user to"
            + " impersonate (repeatable; kubectl 1.35+).")
    public List<String> asUserExtra = new ArrayList<>();

    @Option(names = "--proxy-url", paramLabel = "URL", description = "The proxy for every request (instead of the"
            + " kubeconfig's proxy-url; kubectl 1.37).")
    public String proxyUrl;

    @Option(names = "--warnings-as-errors", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Treat warnings from the server as errors: exit 1 after the run when there was one.")
    public boolean warningsAsErrors;

    @Option(names = "--match-server-version", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Require the server to be the Kubernetes minor version japply matches (1.32).")
    public boolean matchServerVersion;

    @Option(names = "--disable-compression", arity = "0..1", fallbackValue = "true", paramLabel = "BOOL",
            description = "Ask the server for uncompressed answers (japply never asks for compressed ones).")
    public boolean disableCompression;

    @Option(names = "--kuberc", paramLabel = "FILE", description = "The kuberc file of preferences (defaults, aliases,"
            + " credential plugin policy) instead of $KUBERC or ~/.kube/kuberc; KUBERC=off or KUBECTL_KUBERC=false: none.")
    String kuberc;

    // kubectl's Go runtime: its log flushing, log filter and profiler; accepted so that lines work, no effect
    @Option(names = "--log-flush-frequency", paramLabel = "DURATION", description = "Accepted as kubectl's; no effect.")
    String logFlushFrequency;

    @Option(names = "--vmodule", paramLabel = "PATTERN=N", description = "Accepted as kubectl's; no effect.")
    String vmodule;

    @Option(names = "--profile", paramLabel = "NAME", description = "Accepted as kubectl's; no effect (a Go profile).")
    String profile;

    @Option(names = "--profile-output", paramLabel = "FILE", description = "Accepted as kubectl's; no effect.")
    String profileOutput;

    /** --as-user-extra's KEY=VALUE pairs by key, in order; a pair without '=' is left out, as kubectl does. */
    public java.util.Map<String, List<String>> userExtras() {
        java.util.Map<String, List<String>> extras = new java.util.LinkedHashMap<>();
        for (String pair : asUserExtra) {
            int at = pair.indexOf('=');
            if (at >= 0) {
                extras.computeIfAbsent(pair.substring(0, at), key -> new ArrayList<>()).add(pair.substring(at + 1));
            }
        }
        return extras;
    }

    /**
     * The exit code after a run that ended with {@code code}: with --warnings-as-errors, a run that
     * succeeded but received warnings fails as kubectl's does, after everything else ("error: 1 warning
     * received"); a run that failed keeps its own code and message.
     */
    public int afterRun(int code, int warnings, java.io.PrintWriter err) {
        if (!warningsAsErrors || code != 0 || warnings == 0) {
            return code;
        }
        err.println("error: " + warnings + (warnings == 1 ? " warning received" : " warnings received"));
        err.flush();
        return 1;
    }
}
