package io.japply.cli.command;

import io.fabric8.kubernetes.client.Config;
import io.fabric8.kubernetes.client.internal.KubeConfigUtils;
import io.fabric8.kubernetes.client.utils.Utils;
import io.japply.apply.kubeconfig.ExecAuth;
import io.japply.apply.support.Failure;
import io.japply.apply.kubeconfig.KubeconfigFastPath;
import io.japply.cli.ExitCodes;
import io.japply.cli.flags.ClusterFlags;
import io.japply.cli.flags.ConnectionFlags;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.function.Consumer;

/**
 * Finds and reads the kubeconfig as fabric8 does (--kubeconfig; else the kubeconfig system property
 * or KUBECONFIG, a path list; else ~/.kube/config; in a pod, its service account), but says which
 * file it looked for when there is none, and why a file could not be read, in one line.
 */
final class Kubeconfig {
    private Kubeconfig() {
    }

    /**
     * The kubeconfig's Config with kubectl's --cluster and --user; with --server and no kubeconfig at all,
     * an empty one (kubectl -s URL --token T works without one, and so does japply).
     */
    static Config withFlags(ClusterFlags flags, ExecAuth exec) {
        ConnectionFlags given = flags.connection;
        java.util.Optional<Config> fast = KubeconfigFastPath.system(exec).read(flags.kubeconfig, flags.context, given.cluster, given.user);
        if (fast.isPresent()) {
            return fast.get();
        }
        if (given.cluster != null || given.user != null) {
            throw Failure.input("--cluster and --user: japply reads them only from kubeconfigs of the usual forms"
                    + " (a server with its CA, a token or a client certificate; docs/differences.md)");
        }
        boolean anyFile = Config.getKubeconfigFilenames().stream().anyMatch(name -> new File(name).isFile());
        if (given.server != null && !given.server.isEmpty() && flags.kubeconfig == null && !anyFile && !inCluster()) {
            return Config.empty();
        }
        return load(flags.kubeconfig, flags.context, exec);
    }

    /**
     * The user's exec credential plugin is run by {@code exec} before fabric8 reads, so that a failing one
     * stops the run (fabric8's own run of it fails open). With --kubeconfig fabric8 reads the file without
     * the plugin; otherwise it runs the plugin a second time, and japply's credential replaces its own.
     */
    static Config load(String explicit, String context, ExecAuth exec) {
        if (explicit != null) {
            Path file = Path.of(explicit);
            requireReadable(file);
            Consumer<Config> credential = exec.beforeFabric8(List.of(file.toFile()), context);
            Config config = read(file.toString(), () -> withoutExec(context, file.toFile()));
            credential.accept(config);
            return config;
        }
        Collection<String> candidates = Config.getKubeconfigFilenames();
        boolean found = candidates.stream().anyMatch(name -> new File(name).isFile());
        if (!found && !inCluster() && Utils.getSystemPropertyOrEnvVar(Config.KUBERNETES_MASTER_SYSTEM_PROPERTY) == null) {
            throw Failure.input("no kubeconfig: " + String.join(", ", candidates) + (candidates.size() > 1 ? " do" : " does")
                    + " not exist (give --kubeconfig, or set KUBECONFIG)");
        }
        List<File> files = candidates.stream().map(File::new).filter(File::isFile).toList();
        Consumer<Config> credential = exec.beforeFabric8(files, context);
        Config config = read(String.join(File.pathSeparator, candidates), () -> Config.autoConfigure(context));
        credential.accept(config);
        return config;
    }

    /** What Config.fromKubeconfig(context, file) reads, its users' exec plugins left out (japply runs them). */
    private static Config withoutExec(String context, File file) {
        io.fabric8.kubernetes.api.model.Config parsed = KubeConfigUtils.parseConfig(file);
        if (parsed.getUsers() != null) {
            parsed.getUsers().stream().filter(user -> user.getUser() != null).forEach(user -> user.getUser().setExec(null));
        }
        Config config = Config.empty();
        KubeConfigUtils.merge(config, context, parsed);
        return config;
    }

    private static boolean inCluster() {
        return Utils.getSystemPropertyOrEnvVar(Config.KUBERNETES_SERVICE_HOST_PROPERTY) != null;
    }

    private static void requireReadable(Path file) {
        if (!Files.exists(file)) {
            throw Failure.input("cannot read the kubeconfig " + file + ": no such file");
        }
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw Failure.input("cannot read the kubeconfig " + file + ": not a readable file");
        }
    }

    private static Config read(String where, java.util.function.Supplier<Config> reading) {
        try {
            return reading.get();
        } catch (RuntimeException e) {
            throw Failure.input("cannot read the kubeconfig " + where + ": " + ExitCodes.oneLine(rootMessage(e)));
        }
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }
}
