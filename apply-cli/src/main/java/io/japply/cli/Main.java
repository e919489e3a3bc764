package io.japply.cli;

/** Entry point of the japply jar. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        System.exit(new Japply().run(System.out, System.err, args));
    }
}
