package io.japply.apply;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.http.HttpClient;
import io.japply.apply.cluster.ClusterGateway;
import io.japply.apply.internal.cluster.BoundedHttpClientFactory;
import io.japply.apply.internal.cluster.Fabric8Gateway;
import io.japply.apply.internal.cluster.RequestBudget;
import io.japply.apply.internal.kubeconfig.CaTrustClientFactory;
import io.japply.apply.internal.kubeconfig.ClientConfigs;
import io.japply.apply.internal.kubeconfig.ExecAuth;
import io.japply.apply.internal.kubeconfig.Impersonation;
import io.japply.apply.internal.kubeconfig.InsecureWithCa;
import io.japply.apply.internal.kubeconfig.KubeconfigResolver;
import io.japply.apply.internal.kubeconfig.ResolvedKubeconfig;
import io.japply.apply.kubeconfig.ConnectionOptions;
import io.japply.apply.kubeconfig.ConnectionRequest;
import io.japply.apply.kubeconfig.CredentialPrompt;
import io.japply.apply.kubeconfig.Surroundings;

/** {@link Connections#gateway}: the kubeconfig read by kubectl's rules, then japply's hardened fabric8 client over it. */
final class Fabric8Connection {
    private Fabric8Connection() {
    }

    static ClusterGateway open(ConnectionRequest request, ConnectionOptions options) {
        Config config = config(request, options);
        InsecureWithCa.refuse(config);
        options.overrides().accept(config);
        tune(config, options);
        RequestBudget budget = RequestBudget.of(options.requestTimeout(), options.requestTimeoutText());
        // the HTTP client as fabric8's KubernetesClientBuilder builds it, with kubectl's TLS name rules,
        // redirects that never carry the credential, and every try of a request within one timeout
        HttpClient.Builder http = new CaTrustClientFactory(new BoundedHttpClientFactory(budget)).newBuilder(config);
        Impersonation.of(request).ifPresent(as -> http.addOrReplaceInterceptor("japply-impersonate", as));
        options.interceptors().forEach(http::addOrReplaceInterceptor);
        HttpClient client = http.build();
        options.firstRequest().accept(client, config.getMasterUrl());
        Fabric8Gateway gateway = new Fabric8Gateway(client, config, options.requestTimeoutText());
        return options.openApiCache().map(gateway::keepingOpenApiIn).orElse(gateway);
    }

    /** The Config of what kubectl would connect to; a user's exec plugin has run (failing closed). */
    static Config config(ConnectionRequest request, ConnectionOptions options) {
        Surroundings surroundings = options.surroundings();
        ResolvedKubeconfig resolved = KubeconfigResolver.in(surroundings).resolve(request, options.namespaceFirst());
        if (resolved.tls() && !resolved.identifiesUser() && options.prompt().isPresent()) {
            CredentialPrompt.BasicCredentials asked = options.prompt().get().ask();
            resolved = resolved.withBasicAuth(asked.username(), asked.password());
        }
        ExecAuth exec = new ExecAuth(options.interactive(), options.pluginStderr()).withPolicy(options.pluginPolicy())
                .in(surroundings);
        return ClientConfigs.build(resolved, exec, surroundings::get);
    }

    /**
     * fabric8 retries 5xx, 429 and dropped connections itself, each try with the whole timeout; japply
     * turns that off and retries in its bounded exchange, all tries within one request timeout.
     */
    private static void tune(Config config, ConnectionOptions options) {
        config.setRequestRetryBackoffLimit(0);
        config.setRequestTimeout((int) Math.min(Integer.MAX_VALUE, options.requestTimeout().toMillis()));
        // fabric8's own limits (5 per host by default; they bind the OkHttp client, the JDK client
        // japply uses has none): never below what apply runs at once
        config.setMaxConcurrentRequestsPerHost(Math.max(config.getMaxConcurrentRequestsPerHost(), options.concurrency()));
        config.setMaxConcurrentRequests(Math.max(config.getMaxConcurrentRequests(), options.concurrency()));
        // a readiness wait watches over a plain streaming GET, as kubectl does, rather than trying a WebSocket first
        config.setOnlyHttpWatches(true);
        // plain http: HTTP/1.1, as kubectl speaks it there; the JDK client would otherwise upgrade to
        // h2c and carry every request on one connection, so that one dropped connection fails them all
        if (config.getMasterUrl() != null && config.getMasterUrl().startsWith("http:")) {
            config.setHttp2Disable(true);
        }
    }
}
