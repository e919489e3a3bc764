package io.japply.cli.flags;

import io.fabric8.kubernetes.client.Config;
import io.japply.apply.kubeconfig.TlsServerNameOverride;
import io.japply.apply.model.Failure;

/**
 * kubectl's global connection flags laid over the fabric8 Config read from the kubeconfig, as kubectl
 * lays its flags over the kubeconfig's cluster and user: each flag given replaces the field it names;
 * a CA file or --insecure-skip-tls-verify replaces all of the kubeconfig's trust (CA file, CA data and
 * the insecure flag together); --server also replaces the kubeconfig's tls-server-name (with
 * --tls-server-name, or with none).
 */
public final class ConfigOverrides {
    private ConfigOverrides() {
    }

    /** Checks the flags as kubectl does before it sends anything. */
    public static void validate(ConnectionFlags flags) {
        if (isEmpty(flags.as) && (!flags.asGroups.isEmpty() || !isEmpty(flags.asUid) || !flags.userExtras().isEmpty())) {
            throw Failure.input("requesting uid, groups or user-extra for  without impersonating a user");
        }
    }

    public static void apply(ConnectionFlags flags, Config config) {
        validate(flags);
        if (!isEmpty(flags.server)) {
            config.setMasterUrl(flags.server);
        }
        if (flags.insecureSkipTlsVerify || !isEmpty(flags.certificateAuthority)) {
            config.setTrustCerts(flags.insecureSkipTlsVerify);
            config.setDisableHostnameVerification(flags.insecureSkipTlsVerify);
            config.setCaCertFile(isEmpty(flags.certificateAuthority) ? null : flags.certificateAuthority);
            config.setCaCertData(null);
        }
        if (!isEmpty(flags.server) || !isEmpty(flags.tlsServerName)) {
            TlsServerNameOverride.set(config, flags.tlsServerName);
        }
        if (!isEmpty(flags.token)) {
            config.setAutoOAuthToken(flags.token);
        }
        if (!isEmpty(flags.clientCertificate)) {
            config.setClientCertFile(flags.clientCertificate);
            config.setClientCertData(null);
        }
        if (!isEmpty(flags.clientKey)) {
            config.setClientKeyFile(flags.clientKey);
            config.setClientKeyData(null);
        }
        if (!isEmpty(flags.clientCertificate) || !isEmpty(flags.clientKey)) {
            config.setClientKeyAlgo(Config.getKeyAlgorithm(config.getClientKeyFile(), config.getClientKeyData()));
        }
        if (!isEmpty(flags.proxyUrl)) {
            config.setHttpProxy(flags.proxyUrl);
            config.setHttpsProxy(flags.proxyUrl);
        }
        if (!isEmpty(flags.username)) {
            config.setUsername(flags.username);
        }
        if (!isEmpty(flags.password)) {
            config.setPassword(flags.password);
        }
    }

    static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }
}
