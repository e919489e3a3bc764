package io.japply.apply.internal.kubeconfig;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.File;

/**
 * What a line means after kubectl's loading rules: the context, the user and the cluster (the
 * kubeconfig's, with the line's flags laid over them and paths absolute), the namespace, and the
 * Pod's service account when kubectl would use it instead. Files are those that held the entries;
 * {@code contexts} are every context of the kubeconfig, by name.
 */
public record ResolvedKubeconfig(String contextName, java.util.Map<String, ObjectNode> contexts, String userName, ObjectNode user,
                                 File userFile, String clusterName, ObjectNode cluster, File clusterFile,
                                 String namespace, InClusterAccount inCluster) {
    /** Whether the Pod's service account is used. */
    public boolean usesServiceAccount() {
        return inCluster != null;
    }

    /** The server the requests go to. */
    public String server() {
        return inCluster != null ? inCluster.server() : KubeconfigResolver.text(cluster, "server");
    }

    /** Whether kubectl reads a credential for this user: only over TLS. */
    public boolean tls() {
        return server() != null && server().startsWith("https:");
    }

    /** The same, with a user name and password kubectl asked for at the terminal. */
    public ResolvedKubeconfig withBasicAuth(String username, String password) {
        ObjectNode asked = user.deepCopy().put("username", username).put("password", password);
        return new ResolvedKubeconfig(contextName, contexts, userName, asked, userFile, clusterName, cluster, clusterFile,
                namespace, inCluster);
    }

    /** client-go's canIdentifyUser: whether the user has some credential (kubectl asks for one otherwise). */
    public boolean identifiesUser() {
        return inCluster != null || UsableCheck.has(user, "username") || UsableCheck.has(user, "client-certificate")
                || UsableCheck.has(user, "client-certificate-data") || UsableCheck.has(user, "token")
                || UsableCheck.has(user, "tokenFile") || user.hasNonNull("auth-provider") || user.hasNonNull("exec");
    }
}
