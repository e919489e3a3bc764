package io.japply.apply.kubeconfig;

import java.util.List;

/**
 * What a command line or a library user names of the connection: kubectl's config flags. Null (or
 * empty, for the lists) where nothing is named; the kubeconfig's values then apply.
 */
public record ConnectionRequest(String kubeconfig, String context, String cluster, String user, String namespace,
                                String server, String token, String username, String password,
                                String clientCertificate, String clientKey, String certificateAuthority,
                                boolean insecureSkipTlsVerify, String impersonate, List<String> impersonateGroups,
                                String impersonateUid, java.util.Map<String, List<String>> impersonateUserExtra,
                                boolean requestTimeoutGiven) {
    public ConnectionRequest {
        impersonateGroups = impersonateGroups == null ? List.of() : List.copyOf(impersonateGroups);
        // in the order given: one header per value, sent in that order
        impersonateUserExtra = impersonateUserExtra == null ? java.util.Map.of()
                : java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(impersonateUserExtra));
    }

    /** Nothing named: the current context of the kubeconfig found as kubectl finds it. */
    public static ConnectionRequest defaults() {
        return new ConnectionRequest(null, null, null, null, null, null, null, null, null, null, null, null, false,
                null, List.of(), null, java.util.Map.of(), false);
    }

    /** The same, with --kubeconfig's file. */
    public ConnectionRequest withKubeconfig(String file) {
        return new ConnectionRequest(file, context, cluster, user, namespace, server, token, username, password,
                clientCertificate, clientKey, certificateAuthority, insecureSkipTlsVerify, impersonate,
                impersonateGroups, impersonateUid, impersonateUserExtra, requestTimeoutGiven);
    }

    /** The same, with --context, --cluster and --user (null: the kubeconfig's). */
    public ConnectionRequest withContext(String contextName, String clusterName, String userName) {
        return new ConnectionRequest(kubeconfig, contextName, clusterName, userName, namespace, server, token, username,
                password, clientCertificate, clientKey, certificateAuthority, insecureSkipTlsVerify, impersonate,
                impersonateGroups, impersonateUid, impersonateUserExtra, requestTimeoutGiven);
    }

    /** The same, with -n. */
    public ConnectionRequest withNamespace(String name) {
        return new ConnectionRequest(kubeconfig, context, cluster, user, name, server, token, username, password,
                clientCertificate, clientKey, certificateAuthority, insecureSkipTlsVerify, impersonate,
                impersonateGroups, impersonateUid, impersonateUserExtra, requestTimeoutGiven);
    }

    /** Whether the line names a credential of its own (kubectl then asks for none). */
    boolean namesCredential() {
        return given(token) || given(username) || given(clientCertificate);
    }

    /** Whether a flag was given a value (internal: the resolver). */
    public static boolean given(String value) {
        return value != null && !value.isEmpty();
    }
}
