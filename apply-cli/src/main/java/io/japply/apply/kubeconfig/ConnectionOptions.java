package io.japply.apply.kubeconfig;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.fabric8.kubernetes.client.http.Interceptor;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

/**
 * How to connect, beyond what the {@link ConnectionRequest} names: the request timeout, the exec
 * plugins' policy and terminal, the credential prompt, interceptors, the OpenAPI cache. Immutable; each
 * {@code with...} returns a copy. {@link #defaults()}: kubectl's 30 s timeout, every plugin allowed but
 * none interactive, its stderr dropped, no prompt, no cache.
 */
public final class ConnectionOptions implements Cloneable {
    private Duration requestTimeout = Duration.ofSeconds(30);
    private String requestTimeoutText = "30s";
    private int concurrency = 1;
    private boolean namespaceFirst;
    private PluginPolicy pluginPolicy = PluginPolicy.allowAll();
    private boolean interactive;
    private Consumer<String> pluginStderr = text -> { };
    private Optional<CredentialPrompt> prompt = Optional.empty();
    private Consumer<Config> overrides = config -> { };
    private Map<String, Interceptor> interceptors = new LinkedHashMap<>();
    private BiConsumer<HttpClient, String> firstRequest = (http, server) -> { };
    private Optional<Path> openApiCache = Optional.empty();
    private Surroundings surroundings; // null: the process's own, read when asked

    private ConnectionOptions() {
    }

    public static ConnectionOptions defaults() {
        return new ConnectionOptions();
    }

    /**
     * One request's whole time, its retries included ({@link Duration#ZERO}: no limit); {@code asGiven}
     * is how the user wrote it, for the timeout's message ("30s").
     */
    public ConnectionOptions withRequestTimeout(Duration timeout, String asGiven) {
        ConnectionOptions copy = copy();
        copy.requestTimeout = timeout;
        copy.requestTimeoutText = asGiven;
        return copy;
    }

    /** Requests that may run at the same time (an apply's concurrency); the HTTP client's limits are raised to it. */
    public ConnectionOptions withConcurrency(int requests) {
        ConnectionOptions copy = copy();
        copy.concurrency = requests;
        return copy;
    }

    /** kubectl's last-applied commands read the namespace first, so its checks come before the kubeconfig's. */
    public ConnectionOptions withNamespaceFirst(boolean first) {
        ConnectionOptions copy = copy();
        copy.namespaceFirst = first;
        return copy;
    }

    /**
     * The exec credential plugins: which may run ({@code policy}, a kuberc's credentialPluginPolicy),
     * whether one may ask at the terminal ({@code interactive}: standard input is one), and where what a
     * plugin writes on stderr goes. A plugin that gives no credential fails the connection, never opens it.
     */
    public ConnectionOptions withPlugins(PluginPolicy policy, boolean interactive, Consumer<String> stderr) {
        ConnectionOptions copy = copy();
        copy.pluginPolicy = policy;
        copy.interactive = interactive;
        copy.pluginStderr = stderr;
        return copy;
    }

    /** Asks for a user name and password where kubectl would (a user with no credential, over TLS). */
    public ConnectionOptions withPrompt(CredentialPrompt ask) {
        ConnectionOptions copy = copy();
        copy.prompt = Optional.of(ask);
        return copy;
    }

    /** Changes laid over fabric8's Config once the kubeconfig is read (the command line's connection flags). */
    public ConnectionOptions withOverrides(Consumer<Config> changes) {
        ConnectionOptions copy = copy();
        copy.overrides = changes;
        return copy;
    }

    /** An interceptor on every request (replacing one of the same name), after those added before it. */
    public ConnectionOptions withInterceptor(String name, Interceptor interceptor) {
        ConnectionOptions copy = copy();
        copy.interceptors = new LinkedHashMap<>(interceptors);
        copy.interceptors.put(name, interceptor);
        return copy;
    }

    /** Called with the HTTP client and the server's URL before any other request (a check of the server's version). */
    public ConnectionOptions withFirstRequest(BiConsumer<HttpClient, String> check) {
        ConnectionOptions copy = copy();
        copy.firstRequest = check;
        return copy;
    }

    /** Where the server's OpenAPI documents are kept between runs, as kubectl keeps its own. */
    public ConnectionOptions withOpenApiCache(Path root) {
        ConnectionOptions copy = copy();
        copy.openApiCache = Optional.of(root);
        return copy;
    }

    /**
     * The working directory and environment the kubeconfig's names, KUBECONFIG, HOME, the proxy variables
     * and exec plugins are read and run in (a warm process's request gives its client's); the process's own by default.
     */
    public ConnectionOptions in(Surroundings where) {
        ConnectionOptions copy = copy();
        copy.surroundings = where;
        return copy;
    }

    public Surroundings surroundings() {
        return surroundings != null ? surroundings : Surroundings.process();
    }

    public Duration requestTimeout() {
        return requestTimeout;
    }

    public String requestTimeoutText() {
        return requestTimeoutText;
    }

    public int concurrency() {
        return concurrency;
    }

    public boolean namespaceFirst() {
        return namespaceFirst;
    }

    public PluginPolicy pluginPolicy() {
        return pluginPolicy;
    }

    public boolean interactive() {
        return interactive;
    }

    public Consumer<String> pluginStderr() {
        return pluginStderr;
    }

    public Optional<CredentialPrompt> prompt() {
        return prompt;
    }

    public Consumer<Config> overrides() {
        return overrides;
    }

    public Map<String, Interceptor> interceptors() {
        return java.util.Collections.unmodifiableMap(interceptors);
    }

    public BiConsumer<HttpClient, String> firstRequest() {
        return firstRequest;
    }

    public Optional<Path> openApiCache() {
        return openApiCache;
    }

    private ConnectionOptions copy() {
        try {
            return (ConnectionOptions) clone();
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }
}
