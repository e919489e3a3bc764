package io.japply.it.release;

import com.fasterxml.jackson.databind.JsonNode;
import io.japply.it.BoundedProcess;
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

    /** podman ({@link Podman}) running the image with {@code work} mounted as /work; empty when podman cannot run here. */
    static Optional<ImageRunner> podman(Path archive, Path tmp, Path work) throws IOException {
        Optional<Podman> podman = Podman.load(archive, tmp);
        if (podman.isEmpty()) {
            System.out.println("ImageTest: checking the image's layers and running its entrypoint under chroot instead");
            return Optional.empty();
        }
        return Optional.of(args -> {
            BoundedProcess.Result run = podman.get().run(List.of("-v", work + ":/work"), podman.get().image(), List.of(args));
            return new Release.Run(run.code(), run.out(), run.err());
        });
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
