package io.japply.apply.internal.kubeconfig;

import io.fabric8.kubernetes.client.Config;
import io.japply.apply.model.Failure;

/**
 * insecure-skip-tls-verify with a certificate authority: fabric8 would trust every server, the CA
 * unused; kubectl refuses such a kubeconfig before any request, and so does japply, in its words.
 */
public final class InsecureWithCa {
    static final String MESSAGE = "specifying a root certificates file with the insecure flag is not allowed";

    private InsecureWithCa() {
    }

    /** Throws when {@code config} (read from a kubeconfig, by japply or fabric8) both skips TLS checks and names a CA. */
    public static void refuse(Config config) {
        boolean ca = notEmpty(config.getCaCertFile()) || notEmpty(config.getCaCertData());
        if (config.isTrustCerts() && ca) {
            throw Failure.input(MESSAGE);
        }
    }

    private static boolean notEmpty(String value) {
        return value != null && !value.isEmpty();
    }
}
