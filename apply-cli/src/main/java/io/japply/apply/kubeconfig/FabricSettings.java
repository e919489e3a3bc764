package io.japply.apply.kubeconfig;

import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * The system properties fabric8 reads while configuring a client from a kubeconfig, each also read as
 * an environment variable (upper case, '.' and '-' as '_'). When one is set, fabric8 reads the
 * kubeconfig itself, so that it applies them as it always did.
 */
final class FabricSettings {
    /** fabric8's system property for the kubeconfig files (KUBECONFIG as an environment variable). */
    static final String KUBECONFIG = "kubeconfig";

    /** Every property of fabric8's Config that changes a client read from a kubeconfig. */
    static final List<String> PROPERTIES = List.of(
            "kubernetes.disable.autoConfig", "kubernetes.master", "kubernetes.api.version",
            "kubernetes.trust.certificates", "kubernetes.disable.hostname.verification", "kubernetes.certs.ca.file",
            "kubernetes.certs.ca.data", "kubernetes.certs.client.file", "kubernetes.certs.client.data",
            "kubernetes.certs.client.key.file", "kubernetes.certs.client.key.data", "kubernetes.certs.client.key.algo",
            "kubernetes.certs.client.key.passphrase", "kubernetes.auth.basic.username", "kubernetes.auth.basic.password",
            "kubernetes.auth.tryKubeConfig", "kubernetes.auth.token", "kubernetes.watch.reconnectInterval",
            "kubernetes.watch.reconnectLimit", "kubernetes.connection.timeout", "kubernetes.upload.request.timeout",
            "kubernetes.request.timeout", "kubernetes.request.retry.backoffLimit",
            "kubernetes.request.retry.backoffInterval", "kubernetes.logging.interval", "kubernetes.scale.timeout",
            "kubernetes.websocket.ping.interval", "kubernetes.max.concurrent.requests",
            "kubernetes.max.concurrent.requests.per.host", "kubernetes.impersonate.username",
            "kubernetes.impersonate.group", "kubernetes.truststore.passphrase", "kubernetes.truststore.file",
            "kubernetes.keystore.passphrase", "kubernetes.keystore.file", "kubernetes.tls.versions",
            "kubernetes.namespace", "http2.disable", "http.proxy", "https.proxy", "all.proxy", "no.proxy",
            "proxy.username", "proxy.password", "kubernetes.user.agent");

    /** fabric8's properties that only matter without a kubeconfig (in a pod), which the fast path never reads. */
    static final List<String> IN_CLUSTER_ONLY = List.of("kubernetes.auth.tryServiceAccount",
            "kubernetes.auth.serviceAccount.token", "kubernetes.tryNamespacePath", "kubenamespace",
            "KUBERNETES_SERVICE_HOST", "KUBERNETES_SERVICE_PORT");

    private FabricSettings() {
    }

    static boolean anySet(UnaryOperator<String> env, UnaryOperator<String> properties) {
        for (String property : PROPERTIES) {
            if (properties.apply(property) != null || env.apply(envName(property)) != null) {
                return true;
            }
        }
        return false;
    }

    static String envName(String property) {
        return property.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
    }
}
