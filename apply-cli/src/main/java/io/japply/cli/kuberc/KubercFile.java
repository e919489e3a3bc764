package io.japply.cli.kuberc;

import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * Which kuberc a line reads, as kubectl 1.34+ finds it: --kuberc (anywhere before "--"), else
 * $KUBERC, else ~/.kube/kuberc; none with KUBERC=off or KUBECTL_KUBERC=false. A file named by the line
 * or KUBERC must be read; the default one may be missing (nothing then) or unreadable (a warning).
 */
public final class KubercFile {
    private KubercFile() {
    }

    /** The preferences of the kuberc {@code args} and {@code env} name; warnings go to {@code err}. */
    public static Preferences read(List<String> args, UnaryOperator<String> env, PrintWriter err) {
        return read(args, env, err, Path.of("").toAbsolutePath());
    }

    /** As above, a relative --kuberc or KUBERC read in {@code directory} (the run's working directory). */
    public static Preferences read(List<String> args, UnaryOperator<String> env, PrintWriter err, Path directory) {
        if (args.isEmpty() || "false".equals(env.apply("KUBECTL_KUBERC"))) {
            return Preferences.none();
        }
        Optional<String> flag = explicit(args);
        if ("off".equals(env.apply("KUBERC"))) {
            if (flag.isPresent()) {
                throw new KubercException("kuberc error disabling kuberc via KUBERC=off and passing kuberc flag are mutually exclusive");
            }
            return Preferences.none();
        }
        String fromEnv = env.apply("KUBERC");
        boolean explicitly = flag.isPresent() || (fromEnv != null && !fromEnv.isEmpty());
        String file = flag.orElse(explicitly ? fromEnv : defaultFile(env));
        return load(file, explicitly, err, directory);
    }

    private static Preferences load(String file, boolean explicitly, PrintWriter err, Path directory) {
        String text;
        try {
            text = Files.readString(directory.resolve(file));
        } catch (IOException e) {
            String why = goError(file, e, directory);
            if (explicitly) {
                throw new KubercException("kuberc error kuberc: " + why);
            }
            if (!(e instanceof NoSuchFileException)) {
                err.print("kuberc: no preferences loaded from " + file + ": " + why);
                err.flush();
            }
            return Preferences.none();
        }
        PreferenceDecoder.Decoded decoded;
        try {
            decoded = PreferenceDecoder.decode(text, file);
        } catch (KubercException e) {
            if (explicitly) {
                throw new KubercException("kuberc error kuberc: " + e.getMessage());
            }
            err.print("kuberc: no preferences loaded from " + file + ": " + e.getMessage());
            err.flush();
            return Preferences.none();
        }
        decoded.strictError().ifPresent(strict -> {
            err.print("kuberc: ignoring strict decoding error in " + file + ": " + strict);
            err.flush();
        });
        return decoded.preferences();
    }

    /** The value of --kuberc; refused when the flag is there without one. */
    static Optional<String> explicit(List<String> args) {
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.equals("--")) {
                break;
            }
            if (arg.equals("--kuberc")) {
                if (i + 1 < args.size()) {
                    return Optional.of(args.get(i + 1));
                }
                throw new KubercException("kuberc file is not found");
            }
            if (arg.contains("--kuberc=")) {
                String[] parts = arg.split("=", -1);
                if (parts.length > 1 && !parts[1].isEmpty()) {
                    return Optional.of(parts[1]);
                }
                throw new KubercException("kuberc file is not found");
            }
        }
        return Optional.empty();
    }

    private static String defaultFile(UnaryOperator<String> env) {
        String home = env.apply("HOME");
        if (home == null || home.isEmpty()) {
            home = System.getProperty("user.home");
        }
        return home + File.separator + ".kube" + File.separator + "kuberc";
    }

    private static String goError(String file, IOException e, Path directory) {
        if (e instanceof NoSuchFileException) {
            return "open " + file + ": no such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "open " + file + ": permission denied";
        }
        return Files.isDirectory(directory.resolve(file)) ? "read " + file + ": is a directory" : String.valueOf(e.getMessage());
    }
}
