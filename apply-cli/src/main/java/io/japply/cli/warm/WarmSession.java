package io.japply.cli.warm;

import io.japply.cli.Environment;
import io.japply.cli.Japply;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * One client's connection: its request run as a cold process would run it ({@link Japply#run} with
 * the request's environment and terminals), stdout and stderr streamed back, then the exit code. The
 * connection's own thread runs the command; a second reads stdin and a cancel (Ctrl-C, or the client
 * gone), which interrupts the command.
 */
final class WarmSession {
    private final SocketChannel channel;
    private final WarmServer server;

    WarmSession(SocketChannel channel, WarmServer server) {
        this.channel = channel;
        this.server = server;
    }

    void serve() {
        try (channel) {
            if (!PeerCheck.sameUser(channel)) {
                return; // closed unanswered: another user learns nothing
            }
            WarmRequest request = WarmRequest.decode(expect(Frames.REQUEST).body());
            switch (request.kind()) {
                case "status" -> answer(server.status());
                case "stop" -> {
                    answer("stopping\n");
                    server.stop();
                }
                case "run" -> run(request);
                default -> Frames.write(channel, Frames.COLD, null);
            }
        } catch (IOException e) {
            // the client went away; nothing to answer
        }
    }

    private void run(WarmRequest request) throws IOException {
        Optional<String> refusal = server.served().refusal(request);
        if (refusal.isPresent() || !server.begin()) {
            Frames.write(channel, Frames.COLD, refusal.orElse("stopping").getBytes(StandardCharsets.UTF_8));
            return;
        }
        try {
            Frames.write(channel, Frames.ACCEPTED, null);
            int code = execute(request);
            synchronized (channel) {
                Frames.writeInt(channel, Frames.EXIT, code);
            }
        } finally {
            server.end();
        }
    }

    private int execute(WarmRequest request) {
        RequestInput in = new RequestInput(this::askForInput);
        Thread command = Thread.currentThread();
        Thread reader = new Thread(() -> readClient(in, command), "japply-warm-input");
        reader.setDaemon(true);
        reader.start();
        PrintStream out = stream(Frames.STDOUT);
        PrintStream err = stream(Frames.STDERR);
        // the client's own directory and environment: nothing of this process's or another request's
        Environment environment = new Environment(request.environment(), request.outputTerminal(), request.errorTerminal(),
                java.nio.file.Path.of(request.directory()));
        try {
            return new Japply().withEnvironment(environment).run(in, out, err, request.args().toArray(String[]::new));
        } finally {
            out.flush();
            err.flush();
            Thread.interrupted(); // a cancel that came late must not fail the exit frame's write
        }
    }

    /** stdin frames until the client ends; a cancel or a closed connection interrupts the command. */
    private void readClient(RequestInput in, Thread command) {
        try {
            while (true) {
                Frames.Frame frame = Frames.read(channel);
                if (frame.type() == Frames.INPUT) {
                    in.received(frame.body());
                } else if (frame.type() == Frames.CANCEL) {
                    break;
                }
            }
        } catch (IOException e) {
            // closed: the client is gone
        }
        in.closed();
        command.interrupt();
    }

    private void askForInput() {
        try {
            synchronized (channel) {
                Frames.write(channel, Frames.READ_INPUT, null);
            }
        } catch (IOException e) {
            // the client is gone; the reader ends the input
        }
    }

    private PrintStream stream(byte type) {
        return new PrintStream(new BufferedOutputStream(new FrameOutput(channel, type), 8192), false, StandardCharsets.UTF_8);
    }

    private void answer(String text) throws IOException {
        Frames.write(channel, Frames.ACCEPTED, null);
        Frames.write(channel, Frames.STDOUT, text.getBytes(StandardCharsets.UTF_8));
        Frames.writeInt(channel, Frames.EXIT, 0);
    }

    private Frames.Frame expect(byte type) throws IOException {
        Frames.Frame frame = Frames.read(channel);
        if (frame.type() != type) {
            throw new IOException("unexpected frame " + (char) frame.type());
        }
        return frame;
    }
}
