package io.japply.cli.flags;

import picocli.CommandLine.Option;

/** Which cluster and namespace: the flags every command that talks to a cluster takes. */
public final class ClusterFlags {
    @Option(names = {"-n", "--namespace"}, paramLabel = "NS", description = "Namespace for objects that name none.")
    public String namespace;

    @Option(names = "--context", paramLabel = "NAME", description = "The kubeconfig context to use.")
    public String context;

    @Option(names = "--kubeconfig", paramLabel = "FILE", description = "Path to the kubeconfig file.")
    public String kubeconfig;

    @Option(names = "--request-timeout", paramLabel = "DURATION", defaultValue = "30s",
            description = "How long one request may take, its whole answer and all its retries included (30s, 2m, 500ms; 0: no limit). Default: ${DEFAULT-VALUE}.")
    public String requestTimeout;

    @Option(names = {"-v", "--v"}, paramLabel = "N", defaultValue = "0",
            description = "Trace requests on stderr, as kubectl: 6 method, URL, status and time; 7 also request headers"
                    + " (credentials masked); 8 also response headers and bodies (never a Secret's).")
    public int verbosity;

    @Option(names = "--cache-dir", paramLabel = "DIR",
            description = "Where the server's OpenAPI documents are kept between runs, as kubectl keeps its own"
                    + " (default: $KUBECACHEDIR, else ~/.kube/cache; \"\": nowhere).")
    public String cacheDir;

    @picocli.CommandLine.Mixin
    public ConnectionFlags connection = new ConnectionFlags();

    /** Not a flag: where -v writes (the command's stderr). */
    public java.io.PrintWriter trace;

    /**
     * Not a flag: the command reads the namespace before its client, as kubectl's last-applied commands
     * do, so that the kubeconfig's checks come before the flags' (KubeconfigResolver).
     */
    public boolean namespaceFirst;

    /** These flags, for a command that reads the namespace first. */
    public ClusterFlags namespaceFirst() {
        this.namespaceFirst = true;
        return this;
    }

    /** Not a flag: where kubectl's question for a user name is asked (the run's own standard input and output). */
    public java.io.InputStream promptIn = java.io.InputStream.nullInputStream();
    public java.io.PrintStream promptOut = new java.io.PrintStream(java.io.OutputStream.nullOutputStream());

    /** These flags, asking on {@code in} and {@code out}. */
    public ClusterFlags promptingOn(java.io.InputStream in, java.io.PrintStream out) {
        this.promptIn = in;
        this.promptOut = out;
        return this;
    }

    /** Not a flag: which exec credential plugins may run (the kuberc's credentialPluginPolicy). */
    public io.japply.apply.kubeconfig.PluginPolicy pluginPolicy = io.japply.apply.kubeconfig.PluginPolicy.allowAll();

    /** These flags, running only the plugins {@code policy} allows. */
    public ClusterFlags allowingPlugins(io.japply.apply.kubeconfig.PluginPolicy policy) {
        this.pluginPolicy = policy;
        return this;
    }

    /** Not a flag: requests that may run at the same time (apply raises it to its --concurrency). */
    public int concurrency = 1;

    /** These flags, tracing to {@code err}. */
    public ClusterFlags tracingTo(java.io.PrintWriter err) {
        this.trace = err;
        return this;
    }

    /**
     * Not a flag: the run's working directory and environment (a warm process's request has its own),
     * in which the kubeconfig and the cache are found and exec plugins run.
     */
    public io.japply.apply.kubeconfig.Surroundings surroundings;

    /** These flags, read in {@code where}. */
    public ClusterFlags in(io.japply.apply.kubeconfig.Surroundings where) {
        this.surroundings = where;
        return this;
    }

    /** The run's surroundings; the process's own when none was given. */
    public io.japply.apply.kubeconfig.Surroundings surroundings() {
        return surroundings != null ? surroundings : io.japply.apply.kubeconfig.Surroundings.process();
    }

    /** The cache folder as kubectl chooses it: --cache-dir, else KUBECACHEDIR, else ~/.kube/cache; empty for "". */
    public java.util.Optional<java.nio.file.Path> cacheRoot(java.util.Map<String, String> env) {
        return cacheRoot(env, java.nio.file.Path.of("").toAbsolutePath());
    }

    /** As above, a relative folder in {@code directory} (the run's working directory). */
    public java.util.Optional<java.nio.file.Path> cacheRoot(java.util.Map<String, String> env, java.nio.file.Path directory) {
        String chosen = cacheDir != null ? cacheDir : env.get("KUBECACHEDIR");
        if (chosen == null) {
            String home = env.getOrDefault("HOME", System.getProperty("user.home"));
            return home == null || home.isEmpty() ? java.util.Optional.empty()
                    : java.util.Optional.of(directory.resolve(java.nio.file.Path.of(home, ".kube", "cache")));
        }
        return chosen.isEmpty() ? java.util.Optional.empty() : java.util.Optional.of(directory.resolve(chosen));
    }

    /** The request timeout in milliseconds; 0 for none. A bare number is seconds, as kubectl reads it. */
    public long requestTimeoutMillis() {
        return DurationFlag.parse("--request-timeout", requestTimeout).toMillis();
    }
}
