package io.japply.it.release;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Runs japply in the release's image, the folder {@code work} being its /work: by podman, else under chroot. */
interface ImageRunner {
    Release.Run run(String... args);

    /**
     * podman with storage of the test's own (vfs, in {@code tmp}), runc, host networking and a containers.conf
     * that sets no ulimits (these machines refuse podman's defaults); empty, after one line saying why, when
     * podman cannot run here.
     */
    static Optional<ImageRunner> podman(Path archive, Path tmp, Path work) throws IOException {
        Path conf = Files.writeString(tmp.resolve("containers.conf"), "[containers]\ndefault_ulimits = []\n");
        Map<String, String> environment = new HashMap<>(System.getenv());
        environment.put("CONTAINERS_CONF", conf.toString());
        List<String> podman = List.of("podman", "--root", tmp.resolve("podman/root").toString(), "--runroot",
                tmp.resolve("podman/run").toString(), "--storage-driver", "vfs");
        Release.Run info;
        try {
            info = Release.run(environment, tmp, with(podman, "info", "--format", "{{.Host.OCIRuntime.Name}}"));
        } catch (java.io.UncheckedIOException e) {
            info = new Release.Run(127, "", e.getMessage());
        }
        if (info.code() != 0 && "true".equals(System.getenv("CI"))) {
            // CI installs podman (.ci/run): the image users pull must run in a container engine there
            org.junit.jupiter.api.Assertions.fail("podman cannot run under CI=true (" + info.err().lines().findFirst()
                    .orElse("exit " + info.code()) + "): the image must be run by podman, not only under chroot");
        }
        if (info.code() != 0) {
            System.out.println("ImageTest: podman cannot run here (" + info.err().lines().findFirst().orElse("exit "
                    + info.code()) + "): checking the image's layers and running its entrypoint under chroot instead");
            return Optional.empty();
        }
        String loaded = Release.run(environment, tmp, with(podman, "load", "-q", "-i", archive.toString())).out();
        String image = loaded.substring(loaded.indexOf(':') + 1).strip(); // "Loaded image: localhost/japply:V"
        return Optional.of(args -> Release.run(environment, tmp, with(podman, List.of("--runtime", "runc", "run", "--rm",
                "--pull=never", "--network", "host", "-v", work + ":/work", image), args)));
    }

    /**
     * The image's layers unpacked, and its entrypoint run by chroot as the image's user with the image's
     * environment and nothing else (no shell needed: chroot execs the entrypoint itself); the host's network.
     * Needs root, as podman does here.
     */
    static ImageRunner chroot(List<Path> layers, JsonNode config, Path tmp, Path work) {
        Path rootfs = tmp.resolve("rootfs");
        Release.tool(tmp, "mkdir", "-p", rootfs.resolve("proc").toString());
        for (Path layer : layers) {
            Release.tool(tmp, "tar", "-xzf", layer.toString(), "-C", rootfs.toString());
        }
        Map<String, String> environment = new HashMap<>();
        config.get("Env").forEach(pair -> environment.put(pair.asText().split("=", 2)[0], pair.asText().split("=", 2)[1]));
        String chroot = Release.tool(tmp, "sh", "-c", "command -v chroot").strip(); // unshare looks in the image's PATH
        List<String> entrypoint = new ArrayList<>();
        config.get("Entrypoint").forEach(part -> entrypoint.add(part.asText()));
        return args -> {
            Release.tool(tmp, "cp", "-a", work + "/.", rootfs.resolve("work") + "/");
            // the runtime's java finds libjli.so through $ORIGIN, which the loader reads from /proc/self/exe: a
            // /proc of a mount namespace of its own (gone with the process), as a container runtime mounts one
            return Release.run(environment, tmp, with(List.of("unshare", "--mount", "--pid", "--fork",
                    "--mount-proc=" + rootfs.resolve("proc"), chroot, "--userspec=" + config.get("User").asText(),
                    rootfs.toString()), entrypoint, args));
        };
    }

    private static List<String> with(List<String> command, String... args) {
        return with(command, List.of(), args);
    }

    private static List<String> with(List<String> command, List<String> more, String... args) {
        List<String> all = new ArrayList<>(command);
        all.addAll(more);
        all.addAll(List.of(args));
        return all;
    }
}
